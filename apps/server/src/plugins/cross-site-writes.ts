import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { SAFE_METHODS, isOwnOrigin } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route answers (403) to a change another site's page asked for; a generic text otherwise. */
    crossSiteMessage?: string;
  }
}

export const CROSS_SITE_WRITE_MESSAGE = 'This change can only be made from this website.';

/** Whether a browser says another site's page sent the request: `Sec-Fetch-Site` (every current
 * browser, over HTTPS and to localhost) naming another site, or else an `Origin` that is neither
 * this request's own nor PUBLIC_URL's (`null` included). A request that names neither (an API client,
 * a mail app's one-click unsubscribe) is not cross-site. */
export function isCrossSite(request: FastifyRequest, publicUrl?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return false;
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return !isOwnOrigin(request, origin, publicUrl);
}

/** Every state-changing request that another site's page sent is refused (403) before any other
 * hook: before a rate limit counts it, a session is looked up or its body is read, so a hostile page
 * can neither act for its visitors nor use up their network's limits (security round 3, decision 057). */
export function refuseCrossSiteWrites(app: FastifyInstance, options: { publicUrl?: string }) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request, options.publicUrl)) return done();
    const message = request.routeOptions.config.crossSiteMessage ?? CROSS_SITE_WRITE_MESSAGE;
    done(new HttpError(403, message, undefined, { 'Cache-Control': 'no-store' }));
  });
}
