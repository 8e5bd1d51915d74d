import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OriginSettings } from '../lib/public-origin.ts';
import { pageTwinsPlugin } from './page-twins.ts';
import { webAppFiles } from './web-app-files.ts';

/** The server-side bundle the web build puts beside its output (`apps/web/dist-ssr`). */
export const renderModuleOf = (dist: string) => path.join(dist, '..', 'dist-ssr', 'render-page.js');

/** The built web app at `/`, and its pages prerendered at their paths. Hashed assets are cached for a
 * year; pages are always revalidated so a new build shows at once. Uploads are served by plugins/uploads.ts. */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: OriginSettings & {
    webDistDir: string | null;
    securityFor: (url: string) => Readonly<Record<string, string>>;
  },
) {
  const dist = options.webDistDir;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    if (dist) app.log.warn({ dist }, 'web app not built; serving the API only');
    return;
  }
  // What a page's script hashes are added to: the CSP of the page set.
  const pageCsp = options.securityFor('/')['content-security-policy'] ?? '';
  const renderModule = renderModuleOf(dist);
  const prerenders = fs.existsSync(renderModule);
  if (prerenders) {
    await app.register(pageTwinsPlugin, {
      template: path.join(dist, 'index.html'),
      renderModule,
      publicUrl: options.publicUrl,
      allowedHosts: options.allowedHosts,
      pageCsp,
    });
  } else {
    app.log.warn(
      { renderModule },
      'web app built without its server bundle; pages are not prerendered',
    );
  }
  await app.register(webAppFiles, {
    dist,
    pageCsp,
    servesHome: prerenders,
  });
}
