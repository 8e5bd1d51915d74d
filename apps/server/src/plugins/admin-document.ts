import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { fileRoute, serveFolder } from './web-app-files.ts';

/** The admin portal (apps/admin, built into the web app's `admin/` folder): its document for `/admin`
 * and every address under it, so a reload or a pasted address opens the screen it names (decision
 * 068), and its scripts and styles at `/admin/assets/…`. No public frame, no chat widget, no first-view
 * loader, and the admin set of security headers (plugins/security.ts: only the site's own scripts).
 * Decision 038. */
export const adminDocumentPlugin = fp<{ webDistDir: string | null; csp: string }>(
  async (app, options) => {
    const dist = options.webDistDir;
    if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
    const dir = path.join(dist, 'admin');
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      app.log.warn({ dir }, 'web app built without the admin portal; rebuild it (npm run build)');
      for (const url of ['/admin', '/admin/*'])
        app.get(url, async (_request, reply) =>
          reply.code(503).send({ success: false, error: 'The admin portal is not built' }),
        );
      return;
    }
    const files = serveFolder(app, { dir, base: '/admin/', pageCsp: options.csp });
    const document = files.get('/admin/index.html')!;
    fileRoute(app, '/admin', () => document);
    fileRoute(app, '/admin/*', () => document);
    // A script or style sheet the build does not have is a 404, never the document.
    app.get('/admin/assets/*', async (_request, reply) => reply.callNotFound());
  },
  { name: 'admin-document' },
);
