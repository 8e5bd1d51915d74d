import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

/** `host[:port]` and nothing else: a DNS name or IPv4 address, or an IPv6 address in brackets. A
 * Host header with userinfo (`127.0.0.1:@evil.example`), a path or a second host never matches. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?$/;

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** The request's host (Host, or X-Forwarded-Host from a trusted proxy) when it is a plain
 * `host[:port]`, with the origin WHATWG URL makes of it (lower case, no default port, IPv4 in full),
 * so one site has one origin; null otherwise. */
function parsedHost(request: FastifyRequest) {
  const host = request.host.toLowerCase();
  const protocol = request.protocol;
  if (!HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    return { host, hostname: url.hostname, origin: url.origin };
  } catch {
    return null;
  }
}

export type OriginSettings = { publicUrl?: string; allowedHosts?: string[] };

/** PUBLIC_URL as an origin to put before a path: without its trailing slashes. */
export const publicOrigin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The site's origin for absolute links in cacheable answers. A Host header is the client's to
 * write, and a shared cache would hand a forged one to everybody: PUBLIC_URL wins; otherwise only
 * loopback and ALLOWED_HOSTS (an entry without a port allows any port) are echoed, and only a host
 * that is a plain `host[:port]`. Null: unvetted. */
export function vettedOrigin(request: FastifyRequest, settings: OriginSettings): string | null {
  if (settings.publicUrl) return publicOrigin(settings.publicUrl);
  const parsed = parsedHost(request);
  if (!parsed) return null;
  const { host, hostname, origin } = parsed;
  const allowed =
    isLoopback(hostname) ||
    (settings.allowedHosts ?? []).some((entry) => entry === host || entry === hostname);
  return allowed ? origin : null;
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
