import { createHash } from 'node:crypto';
import type { WebFile } from '../../plugins/web-app-files.ts';
import { compressedFile } from '../../plugins/web-app-files.ts';

/** The `Link` header (RFC 8288) naming the next page of a list: the same query with the next cursor
 * (the offset form `page` gives way to it). None on the last page. */
export function nextLink(
  path: string,
  query: Record<string, string | number | undefined>,
  nextCursor: string | null,
): string | undefined {
  if (nextCursor === null) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && name !== 'page' && name !== 'cursor')
      params.set(name, String(value));
  params.set('cursor', nextCursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/** A public JSON answer made once and kept (the list cache): its bytes in each coding, one weak tag
 * for all of them, and the `Link` header when there is a next page. */
export async function publicJsonFile(body: unknown, link?: string): Promise<WebFile> {
  const identity = Buffer.from(JSON.stringify(body));
  const file = await compressedFile(identity, 'fast', {
    type: 'application/json; charset=utf-8',
    cacheControl: 'public, max-age=0, must-revalidate',
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
  });
  return link ? { ...file, headers: { ...file.headers, link } } : file;
}
