// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which applies migrations) in this same process, so SIGTERM reaches it directly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildWebIfStale();

// React renders the prerendered pages in its production mode (faster, no development warnings).
process.env.NODE_ENV ??= 'production';

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
