// `npm run dev`: the API server on port 3000 (restarting on server changes) and Vite's dev server,
// which proxies /api, /uploads and the feeds to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', WEB_DIST_DIR: path.resolve('apps/web/dist'), ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
