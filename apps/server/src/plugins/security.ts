import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

function originOf(url?: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The headers a helmet configuration sets: they do not depend on the request, so they are worked out
 * once (@fastify/helmet rebuilt and re-parsed the whole policy on every request). */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers with a CSP that allows only our own scripts (plus the configured chat widget). */
export async function registerSecurity(app: FastifyInstance, options: { chatWidgetSrc?: string }) {
  const chat = originOf(options.chatWidgetSrc);
  const securityHeaders = headersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat, ...(chat.length > 0 ? ['https:', 'wss:'] : [])],
        frameSrc: ["'self'", 'https://www.openstreetmap.org', 'https://www.google.com', ...chat],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
