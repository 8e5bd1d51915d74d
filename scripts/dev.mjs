// `npm run dev`: the API server on port 3000 (restarting on server changes), and Vite's dev servers for
// the site (port 5173) and the portal (port 5174, at /admin/), which proxy /api, /uploads and the feeds
// to it. Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', WEB_DIST_DIR: path.resolve('apps/web/dist'), ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5174'], { cwd: 'apps/admin', stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
