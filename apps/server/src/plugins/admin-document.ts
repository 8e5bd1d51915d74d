import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { fileRoute, webFile, withInlineScripts } from './web-app-files.ts';

/** The admin portal as a document of its own at `/admin` (the web build's `admin.html`): no public
 * frame, no chat widget, no first-view loader, and the admin set of security headers (plugins/
 * security.ts: only the site's own scripts). Decision 038. Register it before the web app's files:
 * the build's copy at `/admin.html`, which they would serve with the public pages' policy, leads here. */
export const adminDocumentPlugin = fp<{ webDistDir: string | null; csp: string }>(
  async (app, options) => {
    const dist = options.webDistDir;
    if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
    app.addHook('onRoute', (route) => {
      if (route.url === '/admin.html')
        route.handler = (_request, reply) => reply.redirect('/admin', 301);
    });
    const file = path.join(dist, 'admin.html');
    if (!fs.existsSync(file)) {
      app.log.warn({ file }, 'web app built without the admin portal; rebuild it (npm run build)');
      app.get('/admin', async (_request, reply) =>
        reply.code(503).send({ success: false, error: 'The admin portal is not built' }),
      );
      return;
    }
    const identity = fs.readFileSync(file);
    // A compressed copy is kept only where it is smaller (as web-app-files.ts does).
    const copy = (suffix: string) => {
      const compressed = fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
      return compressed && compressed.byteLength < identity.byteLength ? compressed : undefined;
    };
    const document = webFile({
      identity,
      br: copy('.br'),
      gzip: copy('.gz'),
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      csp: withInlineScripts(options.csp, identity.toString()),
    });
    fileRoute(app, '/admin', () => document);
  },
  { name: 'admin-document' },
);
