import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** A small web build: a page with an inline script, a script with its precompressed twins, an icon
 * without twins, a video (served in ranges) and the build manifest (never served). */
export const inlineScript = 'document.documentElement.dataset.route = location.hash;';
export const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>`;
export const script = Buffer.from(
  `export const words = ${JSON.stringify('precompressed at build time '.repeat(400))};\n`,
);
// Quality 11 and level 9: not what a per-request compressor would produce, so equal bytes prove the file was sent.
export const scriptBr = zlib.brotliCompressSync(script, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});
export const scriptGz = zlib.gzipSync(script, { level: 9 });
export const icon = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
);
export const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));

export function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  const write = (file: string, bytes: Buffer | string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), bytes);
  };
  write('index.html', indexHtml);
  write('index.html.br', zlib.brotliCompressSync(indexHtml));
  write('assets/app-1a2b3c.js', script);
  write('assets/app-1a2b3c.js.br', scriptBr);
  write('assets/app-1a2b3c.js.gz', scriptGz);
  write('favicon.svg', icon);
  write('images/hero/loop.mp4', video);
  write('.vite/manifest.json', '{}');
  return dist;
}
