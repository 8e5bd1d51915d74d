// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which applies migrations) in this same process, so SIGTERM reaches it directly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sourceDirs.map(newestMtime));
if (process.env.SKIP_WEB_BUILD !== '1' && builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed; rebuilding the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@site/web'], { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
