// First-load JavaScript of `/`: the entry chunk, its static imports, and the home route's chunk with
// its static imports, gzip-compressed, read from Vite's manifest. Budget (issue 10): ≤ 95 KB gzip,
// with the admin portal in a chunk of its own that `/` never loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

export function bundleSize() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/home/home-page.tsx'));
  const adminKey = Object.keys(manifest).find((key) => key.endsWith('pages/admin/admin-page.tsx'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  if (homeKey) visit(homeKey);
  const gzip = (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).byteLength;
  const firstLoad = [...files].filter((f) => f.endsWith('.js'));
  const firstLoadGzip = firstLoad.reduce((sum, f) => sum + gzip(f), 0);
  const adminFile = adminKey ? manifest[adminKey].file : null;
  return {
    name: 'first-load JavaScript of /',
    files: firstLoad,
    gzipKB: Number((firstLoadGzip / 1024).toFixed(1)),
    adminChunk: adminFile,
    adminChunkGzipKB: adminFile ? Number((gzip(adminFile) / 1024).toFixed(1)) : null,
    adminInFirstLoad: adminFile ? files.has(adminFile) : false,
    budget: '≤ 95 KB gzip, admin not in first load',
    withinBudget: firstLoadGzip <= 95 * 1024 && !(adminFile && files.has(adminFile)),
  };
}
