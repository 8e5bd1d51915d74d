import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type Variant = { body: Buffer; etag: string };

export type WebFile = {
  /** 200 unless said otherwise (a prerendered not-found page is 404). */
  status?: number;
  type: string;
  cacheControl: string;
  /** identity always; br and gzip when the build left a smaller `.br` / `.gz` beside the file. */
  variants: Partial<Record<ContentEncoding, Variant>> & { identity: Variant };
  encodings: ContentEncoding[];
  /** CSP sources for the page's inline scripts ('sha256-…'), allowed on this page alone. */
  inlineScripts: string[];
};

export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The CSP helmet set, with the page's inline script hashes added to script-src. */
function allowInlineScripts(policy: unknown, hashes: string[]): string | undefined {
  if (typeof policy !== 'string') return undefined;
  return policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith('assets/')) return YEAR; // content-hashed names
  if (relative.endsWith('.html')) return 'no-cache';
  return DAY;
}

/** Every file of the built web app, read once: its bytes and its precompressed twins. Dot-folders
 * (`.vite/manifest.json`) and the `.br`/`.gz` files themselves are not served under their own names. */
export function loadWebFiles(dist: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dist, full).split(path.sep).join('/');
    if (relative.split('/').some((segment) => segment.startsWith('.')) || /\.(br|gz)$/.test(relative)) continue;
    const identity = fs.readFileSync(full);
    const variants: WebFile['variants'] = { identity: { body: identity, etag: strongEtag(identity) } };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!fs.existsSync(full + suffix)) continue;
      const compressed = fs.readFileSync(full + suffix);
      if (compressed.byteLength < identity.byteLength) variants[encoding] = { body: compressed, etag: strongEtag(compressed) };
    }
    files.set(`/${relative}`, {
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(relative),
      variants,
      encodings: (['br', 'gzip', 'identity'] as const).filter((encoding) => variants[encoding]),
      inlineScripts: relative.endsWith('.html') ? inlineScriptHashes(identity.toString('utf8')) : [],
    });
  }
  return files;
}

/** A single `bytes=` range of `size` bytes; null for none or one we do not serve (several ranges): the
 * whole file then. Media players (Safari's above all) need ranges to play video. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export function serve(file: WebFile) {
  const compressible = file.encodings.length > 1;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding'], file.encodings) : 'identity';
    const variant = file.variants[encoding] ?? file.variants.identity;
    reply.header('Cache-Control', file.cacheControl).header('ETag', variant.etag).header('Content-Type', file.type);
    if (file.inlineScripts.length > 0) {
      const policy = allowInlineScripts(reply.getHeader('content-security-policy'), file.inlineScripts);
      if (policy) reply.header('Content-Security-Policy', policy);
    }
    if (file.status) reply.status(file.status);
    if (compressible) reply.header('Vary', 'Accept-Encoding');
    else reply.header('Accept-Ranges', 'bytes');
    if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    const ifRange = request.headers['if-range'];
    const range = compressible || (ifRange && ifRange !== variant.etag) ? null : byteRange(request.headers.range, variant.body.byteLength);
    if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${variant.body.byteLength}`).send();
    if (range) {
      reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${variant.body.byteLength}`);
      return reply.send(variant.body.subarray(range.start, range.end + 1));
    }
    return reply.send(variant.body);
  };
}

/** The built web app, served from memory: each file and its precompressed twins are read once at start
 * (a build is a few MB), so a request costs a map lookup and one write, never a compression or a disk
 * read. See docs/decisions/015-static-delivery.md. */
export async function webAppFiles(app: FastifyInstance, options: { dist: string; files?: Map<string, WebFile>; servesHome: boolean }) {
  const files = options.files ?? loadWebFiles(options.dist);
  for (const [url, file] of files) {
    // The router reads `:` and `*` as parameters; such names are never in a Vite build.
    if (/[:*]/.test(url)) continue;
    const handler = serve(file);
    // Answered from prebuilt bytes: @fastify/compress must not compress them again.
    app.get(url, { compress: false }, handler);
    if (url === '/index.html' && !options.servesHome) app.get('/', { compress: false }, handler);
  }
}
