import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { singleByteRange } from '../lib/byte-range.ts';

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

type Coding = 'br' | 'gzip' | 'identity';
type Variant = { body: Buffer; etag: string };

/** A file answered from memory: its bytes in each coding we hold, best first. */
export type WebFile = {
  /** 200, or 404 for a prerendered not-found page. */
  status: number;
  /** What every answer of the file carries besides the security set of its URL (plugins/security.ts,
   * set for every request): caching, type, Vary or Accept-Ranges, and a page's own CSP. */
  headers: Readonly<Record<string, string>>;
  codings: Coding[];
  variants: Partial<Record<Coding, Variant>> & { identity: Variant };
};

/** A file's answers. `br`/`gzip` are its precompressed copies: a file that has them is negotiated
 * (Vary), one that has none is served in byte ranges (media). `etag`: one weak tag for every coding
 * (an answer built at run time); by default each coding gets a strong tag of its own bytes. */
export function webFile(input: {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
  status?: number;
  /** A page's CSP, with its inline scripts allowed (`withInlineScripts`). */
  csp?: string;
  etag?: string;
  /** When a document made at run time was made (a feed): its Last-Modified. */
  lastModified?: Date;
}): WebFile {
  const bodies = { br: input.br, gzip: input.gzip, identity: input.identity };
  const codings = (['br', 'gzip', 'identity'] as const).filter((coding) => bodies[coding]);
  const variant = (body: Buffer) => ({
    body,
    etag: input.etag ?? `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  });
  return {
    status: input.status ?? 200,
    headers: {
      ...(input.csp && { 'content-security-policy': input.csp }),
      ...(input.lastModified && { 'last-modified': input.lastModified.toUTCString() }),
      'cache-control': input.cacheControl,
      'content-type': input.type,
      ...(codings.length > 1 ? { vary: 'Accept-Encoding' } : { 'accept-ranges': 'bytes' }),
    },
    codings,
    variants: {
      identity: variant(input.identity),
      ...(input.br && { br: variant(input.br) }),
      ...(input.gzip && { gzip: variant(input.gzip) }),
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A file made at run time (a page, the post list), compressed once off the event loop: `best` for
 * what is kept long (a page), otherwise a faster setting for what is made again every few seconds. */
export async function compressedFile(
  identity: Buffer,
  effort: 'best' | 'fast',
  file: Omit<Parameters<typeof webFile>[0], 'identity' | 'br' | 'gzip'>,
): Promise<WebFile> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 10 : 5 },
    }),
    gzip(identity, { level: effort === 'best' ? 9 : 6 }),
  ]);
  return webFile({ ...file, identity, br, gzip: gz });
}

/** A page's CSP with the page's own inline scripts allowed in script-src by their hashes. Data blocks
 * (`application/ld+json`, `application/json`) do not run and CSP does not apply to them: their hashes
 * would only lengthen every page's header. */
export function withInlineScripts(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\btype=/i.test(attributes) || /\btype="(?:module|text\/javascript)"/i.test(attributes),
    )
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return hashes.length === 0
    ? policy
    : policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch ?? '')
    .split(',')
    .some((candidate) => ['*', opaque].includes(candidate.trim().replace(/^W\//, '')));
}

/** Whether the client's copy is as new as `lastModified` (RFC 9110 §13.1.3), asked only without
 * If-None-Match, which takes precedence. Dates have whole seconds. */
function notModifiedSince(ifModifiedSince: string | undefined, lastModified: string | undefined) {
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/** Answers a GET or HEAD with `file`: the coding the client accepts (br > gzip > identity on equal
 * q), a 304 for a current ETag (or Last-Modified), a byte range of a media file. */
export function sendFile(file: WebFile, request: FastifyRequest, reply: FastifyReply) {
  const { headers } = request;
  const coding =
    file.codings.length > 1
      ? (negotiate(headers['accept-encoding'] ?? '', file.codings) ?? 'identity')
      : 'identity';
  const { body, etag } = file.variants[coding] ?? file.variants.identity;
  void reply.headers(file.headers).header('etag', etag);
  const notModified =
    headers['if-none-match'] === undefined
      ? notModifiedSince(headers['if-modified-since'], file.headers['last-modified'])
      : etagMatches(headers['if-none-match'], etag);
  if (notModified) return reply.code(304).send();
  if (coding !== 'identity') void reply.header('content-encoding', coding);
  const ifRange = headers['if-range'];
  const range =
    file.codings.length > 1 || (ifRange && ifRange !== etag)
      ? null
      : singleByteRange(headers.range, body.byteLength);
  if (range === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${body.byteLength}`).send();
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.byteLength}`)
      .send(body.subarray(range.start, range.end + 1));
  return reply.code(file.status).send(body);
}

/** A request whose params and query are what the route schema `S` made of them. */
type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  ZodTypeProvider
>;
type FileAnswer<S extends FastifySchema> = (
  request: SchemaRequest<S>,
) => Promise<WebFile> | WebFile;

/** GET and HEAD of a file answered by `sendFile`. HEAD is its own route: Fastify's HEAD-from-GET would
 * add a `Content-Length: 0` to a 304 (RFC 9110 §15.4.5 wants none). The bytes are compressed already,
 * so @fastify/compress stays off. An API route's `schema` validates its params and query and
 * describes its answer (decision 067). */
export function fileRoute(app: FastifyInstance, url: string, file: FileAnswer<FastifySchema>): void;
export function fileRoute<S extends FastifySchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  file: FileAnswer<S>,
): void;
export function fileRoute(
  app: FastifyInstance,
  url: string,
  ...args: [FileAnswer<FastifySchema>] | [FastifySchema, FileAnswer<FastifySchema>]
) {
  const [schema, file] = args.length === 1 ? [undefined, args[0]] : args;
  app.route({
    method: ['GET', 'HEAD'],
    url,
    schema,
    exposeHeadRoute: false,
    compress: false,
    handler: async (request, reply) => sendFile(await file(request), request, reply),
  });
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable'; // hashed names
  if (relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

/** Every file of a built folder at `base` + its path, served from memory: each file and its
 * precompressed copies (written beside it at build time) are read once at start, so a request never
 * reads the disk or runs a compressor. One route per file: the not-found handler's 405 and page
 * redirects stay exact. Dot-folders (`.vite/manifest.json`) and the `.br`/`.gz` files are not served
 * under their own names, nor what `skip` names. Answers the files by URL. */
export function serveFolder(
  app: FastifyInstance,
  options: { dir: string; base: string; pageCsp: string; skip?: (relative: string) => boolean },
): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of fs.readdirSync(options.dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(options.dir, full).split(path.sep).join('/');
    // The router reads `:` and `*` as parameters; such names are never in a Vite build.
    if (!entry.isFile() || /(^|\/)\.|\.(br|gz)$|[:*]/.test(relative)) continue;
    if (options.skip?.(relative)) continue;
    const identity = fs.readFileSync(full);
    // A compressed copy is kept only where it is smaller.
    const copy = (suffix: string) => {
      const compressed = fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
      return compressed && compressed.byteLength < identity.byteLength ? compressed : undefined;
    };
    const url = `${options.base}${relative}`;
    const file = webFile({
      identity,
      br: copy('.br'),
      gzip: copy('.gz'),
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(relative),
      csp: url.endsWith('.html')
        ? withInlineScripts(options.pageCsp, identity.toString())
        : undefined,
    });
    files.set(url, file);
    fileRoute(app, url, () => file);
  }
  return files;
}

/** The built web app (docs/decisions/015-static-delivery.md). The portal's folder (`admin/`) is
 * served by plugins/admin-document.ts, under the portal's own security headers. */
export async function webAppFiles(
  app: FastifyInstance,
  options: { dist: string; pageCsp: string; servesHome: boolean },
) {
  const files = serveFolder(app, {
    dir: options.dist,
    base: '/',
    pageCsp: options.pageCsp,
    skip: (relative) => relative.startsWith('admin/'),
  });
  const index = files.get('/index.html');
  if (index && !options.servesHome) fileRoute(app, '/', () => index);
}
