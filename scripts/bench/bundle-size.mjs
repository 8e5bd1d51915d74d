// First-load JavaScript of `/`, read from Vite's manifest: the site's entry chunk (index.html's) and
// the home route's chunk with their static imports, gzip -9. The admin portal is an app of its own
// (apps/admin, built into dist/admin; decisions 038 and 068) whose scripts `/` never loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const MAX_KB = 90;

const viteManifest = () =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The URL path of the site's built entry script (index.html's; the portal has its own). */
export const mainScript = () => `/${viteManifest()['index.html'].file}`;

export function bundleSize() {
  const manifest = viteManifest();
  const keyOf = (test) => Object.keys(manifest).find((key) => test(key, manifest[key]));
  const files = new Set();
  const visit = (key) => {
    if (!manifest[key] || files.has(manifest[key].file)) return;
    files.add(manifest[key].file);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit('index.html');
  visit(keyOf((key) => key.endsWith('pages/home/home-page.tsx')));
  const gzipKB = (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).byteLength / 1024;
  const kb = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKB(f), 0);
  // The portal's files are its own build's (dist/admin); the site's first load never names one.
  const adminApart = [...files].every((file) => !file.startsWith('admin/'));
  return {
    name: 'first-load JS of /',
    budget: `≤ ${MAX_KB} KB gzip, admin apart`,
    measured: `${kb.toFixed(1)} KB; admin ${adminApart ? 'apart' : 'in first load'}`,
    pass: kb <= MAX_KB && adminApart,
  };
}
