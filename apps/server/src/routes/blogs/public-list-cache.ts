import { createHash } from 'node:crypto';
import type { WebFile } from '../../plugins/web-app-files.ts';
import { compressedFile } from '../../plugins/web-app-files.ts';

export const PUBLIC_LIST_TTL_MS = 2_000;

type PublicListEntry = { file: WebFile; expiresAt: number };

/** A short-lived cache of the public post list as a file in memory: its JSON, brotli and gzip bytes,
 * made once per fill, so the most read API answer does not query, serialize and compress each time.
 * Writes clear it on every instance (the change notifications); new view counts show within the TTL.
 * Nothing here is state another instance needs: each fills its own from the database. */
export function publicListCache(load: () => Promise<unknown>, ttlMs = PUBLIC_LIST_TTL_MS) {
  let entry: PublicListEntry | undefined;
  let pending: Promise<PublicListEntry> | undefined;
  // Bumped by clear(): a fill that started before a write must not store what it read.
  let generation = 0;

  async function fill(): Promise<PublicListEntry> {
    const body = Buffer.from(JSON.stringify({ success: true, data: await load() }));
    const file = await compressedFile(body, 'fast', {
      type: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      // One tag for the list in any coding: the same posts.
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    });
    return { file, expiresAt: Date.now() + ttlMs };
  }

  /** One fill at a time; what it read is kept unless a write came in meanwhile. A failed fill drops
   * the list, so the next read fills again through `get()` and its error is answered and logged. */
  function refill(): Promise<PublicListEntry> {
    if (pending) return pending;
    const started = generation;
    const filling = fill()
      .then(
        (filled) => {
          if (started === generation) entry = filled;
          return filled;
        },
        (error: unknown) => {
          if (started === generation) entry = undefined;
          throw error;
        },
      )
      .finally(() => {
        if (pending === filling) pending = undefined;
      });
    pending = filling;
    return filling;
  }

  /** The list to answer at once, if there is one. Past its TTL it is still answered while one fill
   * runs in the background (the TTL only bounds how old view counts may be), so readers never wait
   * for a refill; after a write (`clear`) there is none until the next fill. */
  const current = (): WebFile | undefined => {
    if (entry && !pending && entry.expiresAt <= Date.now()) refill().catch(() => undefined);
    return entry?.file;
  };

  return {
    current,
    async get(): Promise<WebFile> {
      return current() ?? (await refill()).file;
    },
    clear() {
      generation += 1;
      entry = undefined;
      pending = undefined;
    },
  };
}
