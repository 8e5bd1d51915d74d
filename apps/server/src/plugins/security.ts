import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { VIDEO_FRAME_ORIGINS } from '@site/shared/video-embeds';

/** Browser features no page of the site uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()';

/** The chat widget's own origin, and its WebSocket twin (a chat keeps a socket to its own host). */
function chatOrigins(url?: string): { origins: string[]; sockets: string[] } {
  if (!url) return { origins: [], sockets: [] };
  try {
    const origin = new URL(url).origin;
    return { origins: [origin], sockets: [origin.replace(/^http/, 'ws')] };
  } catch {
    return { origins: [], sockets: [] };
  }
}

/** Sets the security headers on an answer. */
export type SecurityHeaders = {
  /** The set the answer's URL calls for (see `forPath`). */
  (reply: FastifyReply): void;
  /** The set for a URL: the API set on `/api/...`, the admin set on the portal's document (`/admin/…`),
   * the subresource set on a script, style sheet, raster image, font or media file, the page set on
   * everything else. */
  forPath(url: string): Readonly<Record<string, string>>;
  /** The page set, for the few HTML documents an API path answers (the newsletter's unsubscribe page). */
  document(reply: FastifyReply): void;
};

/** `/api`, `/api/...` and `/api?...`: the API's paths, whose answers (and 404s) are JSON. */
export const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/** `/admin` and every address under it: the admin portal's own document (plugins/admin-document.ts). */
export const isAdminDocumentPath = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/** A file a page loads that never runs as a document of its own: a script, a style sheet, a raster
 * image, a font, audio or video. SVG is not one of them (it can hold scripts and is a document when
 * opened), nor is anything without such an extension (in its path: the query does not count). */
const isSubresourcePath = (url: string) =>
  /^[^?]*\.(?:m?js|css|webp|avif|png|jpe?g|gif|ico|woff2?|mp4|webm)(?:\?|$)/i.test(url);

/** The headers a helmet configuration sets: they do not depend on the request, so they are worked out
 * once (running helmet per request re-parsed the whole policy every time). */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A document's headers: the site's policy for public pages (`public`), or the admin portal's
 * (`admin`): only its own scripts, styles and calls, never the chat vendor's, no frames, no framing. */
function documentHeaders(kind: 'public' | 'admin', chatWidgetSrc?: string): Record<string, string> {
  const chat = kind === 'public' ? chatOrigins(chatWidgetSrc) : { origins: [], sockets: [] };
  const admin = kind === 'admin';
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: admin ? ["'none'"] : ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: admin ? ["'none'"] : ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", ...chat.origins],
          styleSrc: admin ? ["'self'"] : ["'self'", "'unsafe-inline'", ...chat.origins],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'"],
          fontSrc: ["'self'", 'data:', ...chat.origins],
          connectSrc: ["'self'", ...chat.origins, ...chat.sockets],
          frameSrc: admin
            ? ["'none'"]
            : [
                "'self'",
                'https://www.openstreetmap.org',
                'https://www.google.com',
                // A post's YouTube and Vimeo videos (packages/shared/src/video-embeds.ts).
                ...VIDEO_FRAME_ORIGINS,
                ...chat.origins,
              ],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: admin ? 'same-origin' : 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: admin ? 'deny' : 'sameorigin' },
    }),
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** The security headers as one function, so the answers Fastify gives before any hook runs
 * (a malformed URL) carry them too. */
export function securityHeaders(options: { chatWidgetSrc?: string }): SecurityHeaders {
  const fixed = documentHeaders('public', options.chatWidgetSrc);
  // The portal is a document of its own (decision 038): a chat vendor's script never runs beside it.
  const admin = documentHeaders('admin');
  // An API answer is JSON (or a CSV download): nothing in it runs, so its CSP allows nothing, and the
  // headers that only steer a document (COOP, permissions, DNS prefetch, the IE and Flash switches)
  // stay off. OWASP's REST set; half the bytes of the page set on every API answer.
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': fixed['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  // A script, style sheet, image, font or video a page loads is not a document: CSP, framing, COOP,
  // permissions and the old IE switches steer documents and do nothing on it. It keeps what protects
  // the file itself (HSTS, nosniff, CORP) and the referrer policy its own requests follow (a style
  // sheet's fonts and images, a module's imports). Decision 022.
  const subresource: Record<string, string> = {
    'strict-transport-security': fixed['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': fixed['cross-origin-resource-policy']!,
    'referrer-policy': fixed['referrer-policy']!,
  };
  const forPath = (url: string) =>
    isApiPath(url)
      ? api
      : isSubresourcePath(url)
        ? subresource
        : isAdminDocumentPath(url)
          ? admin
          : fixed;
  const document = (reply: FastifyReply) => void reply.headers(fixed);
  return Object.assign((reply: FastifyReply) => void reply.headers(forPath(reply.request.url)), {
    forPath,
    document,
  });
}

/** Security headers on every answer, with a CSP that allows only our own scripts (plus the configured chat widget). */
export async function registerSecurity(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    headers(reply);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
