import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function originOf(url?: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Security headers with a CSP that allows only our own scripts (plus the configured chat widget). */
export async function registerSecurity(app: FastifyInstance, options: { chatWidgetSrc?: string }) {
  const chat = originOf(options.chatWidgetSrc);
  await app.register(helmet, {
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
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
