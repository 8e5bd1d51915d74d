// Draws the branded link-preview picture and the company logo that page heads point at, from the
// same drawing kit as the rest of the site.
//
//   node --import tsx scripts/images/og-images.mjs
//
// apps/web/src/lib/page-images.ts names the files; they are JPEG and PNG, not WebP, because some
// link-preview bots skip WebP in og:image. Stale files in apps/web/public/images/og are removed.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { company } from '../../packages/shared/src/company.ts';
import { defaultShareImage, logoImage } from '../../apps/web/src/lib/page-images.ts';
import { C, text } from './draw.mjs';
import { streetScene } from './scenes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'images/og');

const xmlEscape = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mark of the site header (features/navigation/site-logo.tsx) in a 40-unit box. */
const logoMark = `<rect width="40" height="40" rx="9" fill="${C.blue}"/><circle cx="28.5" cy="11.5" r="4" fill="${C.amber}"/><path d="M5 29 15.5 14.5l5.5 7.5 4-5L35 29z" fill="#fff"/><path d="M7 33.5h26" stroke="${C.amber}" stroke-width="2.5" stroke-linecap="round"/>`;

function shareCardOverlay(width, height) {
  const family = 'DejaVu Sans, Arial, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="fade" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${C.ink}" stop-opacity="0.92"/><stop offset="0.62" stop-color="${C.ink}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#fade)"/>
<g transform="translate(72 150) scale(2.4)">${logoMark}</g>
${text(72, 330, xmlEscape(company.shortName), { size: 64, anchor: 'start', family })}
${text(72, 392, xmlEscape(company.tagline), { size: 34, weight: 400, fill: C.sky, anchor: 'start', family })}
${text(72, 470, xmlEscape(`${company.location} · ${company.website}`), { size: 26, weight: 400, fill: C.amber, anchor: 'start', family })}
<rect y="${height - 14}" width="${width}" height="14" fill="${C.amber}"/>
</svg>`;
}

const written = new Set();
await mkdir(outDir, { recursive: true });

{
  const { src, width, height } = defaultShareImage;
  const file = path.join(publicDir, src);
  const scene = streetScene({
    seed: 'og-default',
    mode: 'dusk',
    size: [1600, 840],
    signal: { x: 0.86, active: 'green' },
    busAt: 0.55,
    cars: 4,
    trees: 1,
  });
  const background = await sharp(Buffer.from(scene.render(width, height)))
    .resize(width, height)
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: Buffer.from(shareCardOverlay(width, height)) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  written.add(file);
}

{
  const { src, width, height } = logoImage;
  const file = path.join(publicDir, src);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 40 40">${logoMark}</svg>`;
  await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9 }).toFile(file);
  written.add(file);
}

for (const name of await readdir(outDir)) {
  const file = path.join(outDir, name);
  if (!written.has(file)) {
    await rm(file);
    console.log(`removed stale ${path.relative(root, file)}`);
  }
}
for (const file of written)
  console.log(`${path.relative(root, file)}: ${((await stat(file)).size / 1024).toFixed(0)} KB`);
