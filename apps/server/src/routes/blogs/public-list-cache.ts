import { createHash } from 'node:crypto';

export const PUBLIC_LIST_TTL_MS = 2_000;

type Entry = { body: Buffer; etag: string; expiresAt: number };

/** A micro-cache of the serialized public post list. Writes clear it on every instance (the change
 * notifications); new view counts show within the TTL. Nothing here is state another instance needs:
 * each fills its own from the database. */
export function publicListCache(load: () => Promise<unknown>, ttlMs = PUBLIC_LIST_TTL_MS) {
  let entry: Entry | undefined;
  let pending: Promise<Entry> | undefined;
  // Bumped by clear(): a fill that started before a write must not store what it read.
  let generation = 0;

  async function fill(): Promise<Entry> {
    // Kept as bytes so each answer skips serializing and encoding 40-odd KB again.
    const body = Buffer.from(JSON.stringify({ success: true, data: await load() }));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, expiresAt: Date.now() + ttlMs };
  }

  return {
    async get(): Promise<Entry> {
      if (entry && entry.expiresAt > Date.now()) return entry;
      // Concurrent readers share one database query.
      const started = generation;
      pending ??= fill().finally(() => {
        pending = undefined;
      });
      const filled = await pending;
      if (started === generation) entry = filled;
      return filled;
    },
    clear() {
      generation += 1;
      entry = undefined;
      pending = undefined;
    },
  };
}
