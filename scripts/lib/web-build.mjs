// The web app's build (apps/web/dist and its server bundle apps/web/dist-ssr) with the portal's inside it
// (apps/web/dist/admin, from apps/admin), made when it is missing or older than its sources. Used by `npm start` and by the tests that serve the real pages.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const ssrBundle = path.join(root, 'apps/web/dist-ssr/render-page.js');
const adminIndex = path.join(root, 'apps/web/dist/admin/index.html');

const isStale = () => {
  const built = [distIndex, ssrBundle, adminIndex].map((file) =>
    fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
  );
  const builtAt = Math.min(...built);
  return builtAt < Math.max(...sourceDirs.map(newestMtime));
};

/** One build at a time: a second server started alongside (as the browser tests do) waits for the
 * first one's build instead of emptying the folder it is about to serve. */
export async function buildWebIfStale() {
  if (process.env.SKIP_WEB_BUILD === '1' || !isStale()) return;
  const lock = path.join(root, 'apps/web/.build-lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (isStale()) {
      console.log(
        fs.existsSync(distIndex)
          ? 'Web sources changed; rebuilding the web app…'
          : 'Building the web app (first start)…',
      );
      // A production build whatever the caller runs under (a test runner sets NODE_ENV=test, and Vite
      // would then compile React's development JSX into the server bundle).
      execFileSync('npm', ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
