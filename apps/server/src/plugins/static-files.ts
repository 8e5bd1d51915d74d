import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webAppFiles } from './web-app-files.ts';

const YEAR = 'public, max-age=31536000, immutable';

/** The built web app at `/` and processed uploads at `/uploads/`. Hashed assets and uploads (random
 * names) are cached for a year; index.html is always revalidated so a new build shows at once. */
export async function registerStaticFiles(app: FastifyInstance, options: { webDistDir: string | null; uploadsDir: string }) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('Cache-Control', YEAR);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const dist = options.webDistDir;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    if (dist) app.log.warn({ dist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(webAppFiles, { dist });
}
