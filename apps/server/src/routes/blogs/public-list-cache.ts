import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PUBLIC_LIST_TTL_MS = 2_000;

export type PublicListEntry = {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** The body compressed once per fill, when a client first asks for that coding. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The entry's body in `encoding`; every reader of one fill shares one compression (off the event loop). */
export function encodedBody(entry: PublicListEntry, encoding: 'br' | 'gzip'): Promise<Buffer> {
  entry.encoded[encoding] ??= encoding === 'br' ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(entry.body, { level: 6 });
  return entry.encoded[encoding];
}

/** A micro-cache of the serialized public post list. Writes clear it on every instance (the change
 * notifications); new view counts show within the TTL. Nothing here is state another instance needs:
 * each fills its own from the database. */
export function publicListCache(load: () => Promise<unknown>, ttlMs = PUBLIC_LIST_TTL_MS) {
  let entry: PublicListEntry | undefined;
  let pending: Promise<PublicListEntry> | undefined;
  // Bumped by clear(): a fill that started before a write must not store what it read.
  let generation = 0;

  async function fill(): Promise<PublicListEntry> {
    // Kept as bytes so each answer skips serializing and encoding 40-odd KB again.
    const body = Buffer.from(JSON.stringify({ success: true, data: await load() }));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, expiresAt: Date.now() + ttlMs, encoded: {} };
  }

  return {
    /** The fresh entry, if there is one: readers answer without waiting a tick. */
    current(): PublicListEntry | undefined {
      return entry && entry.expiresAt > Date.now() ? entry : undefined;
    },
    async get(): Promise<PublicListEntry> {
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
