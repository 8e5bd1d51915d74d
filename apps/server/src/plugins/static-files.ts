import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { webAppFiles } from './web-app-files.ts';

/** The built web app at `/`. Hashed assets are cached for a year; index.html is always revalidated so a
 * new build shows at once. Uploads are served by plugins/uploads.ts. */
export async function registerStaticFiles(app: FastifyInstance, options: { webDistDir: string | null }) {
  const dist = options.webDistDir;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    if (dist) app.log.warn({ dist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(webAppFiles, { dist });
}
