import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ContentEncoding } from '../lib/content-negotiation.ts';
import { etagMatches, negotiateEncoding } from '../lib/content-negotiation.ts';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

type Headers = Readonly<Record<string, string | number>>;

type Variant = {
  body: Buffer;
  etag: string;
  /** Every header of the whole answer, worked out once: security set, caching, type, coding, length. */
  headers: Headers;
  /** The headers of a 304: the same but for the body's coding and length. */
  notModified: Headers;
};

/** A file answered from memory: its bytes in each coding, each with the headers it goes out with. */
export type WebFile = {
  /** 200, or 404 for a prerendered not-found page. */
  status: number;
  variants: Partial<Record<ContentEncoding, Variant>> & { identity: Variant };
  encodings: ContentEncoding[];
};

const strongEtag = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The hashes of the page's inline scripts that run. Data blocks (`application/ld+json`, `application/json`) do
 * not run, and CSP does not apply to them: their hashes would only lengthen every page's header. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\btype=/i.test(attributes) || /\btype="(?:module|text\/javascript)"/i.test(attributes),
    )
    .map(
      ([, , code]) =>
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
    );
}

/** The security set of a page, with the page's own inline scripts allowed in script-src by their hashes. */
export function withInlineScripts(
  security: Readonly<Record<string, string>>,
  html: string,
): Readonly<Record<string, string>> {
  const hashes = inlineScriptHashes(html);
  const policy = security['content-security-policy'];
  if (hashes.length === 0 || policy === undefined) return security;
  return {
    ...security,
    'content-security-policy': policy.replace(
      /(^|;)(\s*script-src [^;]*)/,
      `$1$2 ${hashes.join(' ')}`,
    ),
  };
}

/** A file's answers, headers and all. `br`/`gzip` are its precompressed twins: a file that has them is
 * negotiated (Vary), one that has none is served in byte ranges (media). `etag`: one weak tag for every
 * coding (an answer built at run time); by default each coding gets a strong tag of its bytes. */
export function webFile(input: {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
  status?: number;
  /** The security headers of the file's URL (plugins/security.ts). */
  security: Readonly<Record<string, string>>;
  etag?: string;
}): WebFile {
  const compressible = Boolean(input.br ?? input.gzip);
  const variant = (body: Buffer, coding: ContentEncoding): Variant => {
    const etag = input.etag ?? strongEtag(body);
    const notModified = {
      ...input.security,
      'cache-control': input.cacheControl,
      etag,
      'content-type': input.type,
      ...(compressible ? { vary: 'Accept-Encoding' } : { 'accept-ranges': 'bytes' }),
    };
    return {
      body,
      etag,
      notModified,
      headers: {
        ...notModified,
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        'content-length': body.byteLength,
      },
    };
  };
  const variants: WebFile['variants'] = { identity: variant(input.identity, 'identity') };
  if (input.br) variants.br = variant(input.br, 'br');
  if (input.gzip) variants.gzip = variant(input.gzip, 'gzip');
  return {
    status: input.status ?? 200,
    variants,
    encodings: (['br', 'gzip', 'identity'] as const).filter((coding) => variants[coding]),
  };
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith('assets/')) return YEAR; // content-hashed names
  if (relative.endsWith('.html')) return 'no-cache';
  return DAY;
}

/** Every file of the built web app, read once: its bytes and its precompressed twins. Dot-folders
 * (`.vite/manifest.json`) and the `.br`/`.gz` files themselves are not served under their own names. */
export function loadWebFiles(
  dist: string,
  securityFor: (url: string) => Readonly<Record<string, string>>,
): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dist, full).split(path.sep).join('/');
    if (
      relative.split('/').some((segment) => segment.startsWith('.')) ||
      /\.(br|gz)$/.test(relative)
    )
      continue;
    const identity = fs.readFileSync(full);
    // A twin is kept only where it is smaller.
    const twin = (suffix: string) => {
      if (!fs.existsSync(full + suffix)) return undefined;
      const compressed = fs.readFileSync(full + suffix);
      return compressed.byteLength < identity.byteLength ? compressed : undefined;
    };
    const url = `/${relative}`;
    const security = securityFor(url);
    files.set(
      url,
      webFile({
        identity,
        br: twin('.br'),
        gzip: twin('.gz'),
        type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: cacheControlOf(relative),
        security: relative.endsWith('.html')
          ? withInlineScripts(security, identity.toString('utf8'))
          : security,
      }),
    );
  }
  return files;
}

/** A single `bytes=` range of `size` bytes; null for none or one we do not serve (several ranges): the
 * whole file then. Media players (Safari's above all) need ranges to play video. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export type Answer = { status: number; headers: Headers; body?: Buffer };

/** What a GET or HEAD of `file` answers, given the request's headers: the coding it accepts, a 304 for a
 * current ETag, a byte range of a media file. The same for Fastify's route and the prebuilt lane
 * (plugins/prebuilt-answers.ts). */
export function answerOf(file: WebFile, request: IncomingHttpHeaders): Answer {
  const compressible = file.encodings.length > 1;
  const encoding = compressible
    ? negotiateEncoding(request['accept-encoding'], file.encodings)
    : 'identity';
  const variant = file.variants[encoding] ?? file.variants.identity;
  if (etagMatches(request['if-none-match'], variant.etag))
    return { status: 304, headers: variant.notModified };
  const ifRange = request['if-range'];
  const range =
    compressible || (ifRange && ifRange !== variant.etag)
      ? null
      : byteRange(request.range, variant.body.byteLength);
  const size = variant.body.byteLength;
  if (range === 'unsatisfiable')
    return {
      status: 416,
      headers: { ...variant.notModified, 'content-range': `bytes */${size}`, 'content-length': 0 },
    };
  if (range) {
    const body = variant.body.subarray(range.start, range.end + 1);
    return {
      status: 206,
      headers: {
        ...variant.headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': body.byteLength,
      },
      body,
    };
  }
  return { status: file.status, headers: variant.headers, body: variant.body };
}

/** Sends an answer through Fastify (its hooks, its log line). */
const sendAnswer = (reply: FastifyReply, answer: Answer) =>
  reply.status(answer.status).headers(answer.headers).send(answer.body);

/** GET and HEAD of a file answered by `answerOf`: HEAD is its own route, so Fastify's HEAD-from-GET
 * does not add a `Content-Length: 0` to a 304 (the prebuilt lane sends none, as RFC 9110 §15.4.5 asks);
 * the bytes are prebuilt, so @fastify/compress must not compress them again. */
export const prebuiltRoute = (url: string, handler: RouteHandlerMethod): RouteOptions => ({
  method: ['GET', 'HEAD'],
  url,
  exposeHeadRoute: false,
  compress: false,
  handler,
});

export const serve = (file: WebFile) => (request: FastifyRequest, reply: FastifyReply) =>
  sendAnswer(reply, answerOf(file, request.headers));

/** The built web app, served from memory: each file and its precompressed twins are read once at start
 * (a build is a few MB), so a request costs a map lookup and one write, never a compression or a disk
 * read. See docs/decisions/015-static-delivery.md. */
export async function webAppFiles(
  app: FastifyInstance,
  options: {
    dist: string;
    securityFor: (url: string) => Readonly<Record<string, string>>;
    servesHome: boolean;
  },
) {
  for (const [url, file] of loadWebFiles(options.dist, options.securityFor)) {
    // The router reads `:` and `*` as parameters; such names are never in a Vite build.
    if (/[:*]/.test(url)) continue;
    const handler = serve(file);
    const urls = url === '/index.html' && !options.servesHome ? [url, '/'] : [url];
    for (const path of urls) {
      app.route(prebuiltRoute(path, handler));
      app.prebuilt.add(path, () => file);
    }
  }
}
