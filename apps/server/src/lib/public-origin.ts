import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

const hostnameOf = (host: string) =>
  (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

export type OriginSettings = { publicUrl?: string; allowedHosts?: string[] };

/** The site's origin for absolute links in cacheable answers. A Host header is the client's to
 * write, and a shared cache would hand a forged one to everybody: PUBLIC_URL wins; otherwise only
 * loopback and ALLOWED_HOSTS (an entry without a port allows any port) are echoed. Null: unvetted. */
export function vettedOrigin(request: FastifyRequest, settings: OriginSettings): string | null {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  const host = request.host.toLowerCase();
  const hostname = hostnameOf(host);
  const allowed =
    isLoopback(hostname) ||
    (settings.allowedHosts ?? []).some((entry) => entry === host || entry === hostname);
  return allowed ? `${request.protocol}://${host}` : null;
}

export function requireVettedOrigin(request: FastifyRequest, settings: OriginSettings): string {
  const origin = vettedOrigin(request, settings);
  if (!origin)
    throw new HttpError(
      421,
      'This server does not answer for that host. Set PUBLIC_URL (or ALLOWED_HOSTS) on the server.',
      undefined,
      {
        'Cache-Control': 'no-store',
      },
    );
  return origin;
}
