import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebFile } from '../../plugins/web-app-files.ts';
import { publicListCache } from './public-list-cache.ts';

const TTL = 2_000;
const posts = (file: WebFile | undefined) =>
  file ? (JSON.parse(file.variants.identity.body.toString()) as { data: unknown }).data : undefined;

/** A database stand-in whose reads finish when the test says so. */
function database() {
  const reads: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  return {
    reads,
    load: () => new Promise<unknown>((resolve, reject) => reads.push({ resolve, reject })),
  };
}

/** A cache that has read `data` once, and the list it answers. */
async function filledWith(data: unknown[]) {
  const db = database();
  const cache = publicListCache(db.load, TTL);
  const filling = cache.get();
  db.reads[0]!.resolve(data);
  return { db, cache, list: await filling };
}

/** Until the fill started by the last read has stored what it read (compression runs off the thread). */
const settled = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('publicListCache', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('fills once for readers that come together, then answers from memory until the TTL', async () => {
    const db = database();
    const cache = publicListCache(db.load, TTL);
    expect(cache.current()).toBeUndefined();
    const first = cache.get();
    const second = cache.get();
    expect(db.reads).toHaveLength(1);
    db.reads[0]!.resolve(['post 1']);
    expect(posts(await first)).toEqual(['post 1']);
    expect(await second).toBe(await first);
    expect(cache.current()).toBe(await first);
    expect(db.reads).toHaveLength(1);
  });

  it('past its TTL keeps answering the list it has while one fill runs, then the new one', async () => {
    const { db, cache, list: old } = await filledWith(['views 1']);

    vi.setSystemTime(Date.now() + TTL + 1);
    expect(cache.current()).toBe(old);
    expect(cache.current()).toBe(old);
    expect(await cache.get()).toBe(old);
    expect(db.reads).toHaveLength(2);

    db.reads[1]!.resolve(['views 2']);
    await settled(() => cache.current() !== old);
    expect(posts(cache.current())).toEqual(['views 2']);
    expect(db.reads).toHaveLength(2);
  });

  it('after a write has nothing to answer until a fill that started after it, and never keeps an older read', async () => {
    const { db, cache } = await filledWith(['draft still published']);

    vi.setSystemTime(Date.now() + TTL + 1);
    cache.current(); // starts a background fill that reads before the write
    expect(db.reads).toHaveLength(2);
    cache.clear();
    expect(cache.current()).toBeUndefined();

    const afterWrite = cache.get();
    expect(db.reads).toHaveLength(3);
    db.reads[1]!.resolve(['draft still published']);
    db.reads[2]!.resolve(['published only']);
    expect(posts(await afterWrite)).toEqual(['published only']);
    expect(posts(cache.current())).toEqual(['published only']);
  });

  it('drops the list when a background fill fails, so the next read fills again and sees the error', async () => {
    const { db, cache } = await filledWith(['post 1']);

    vi.setSystemTime(Date.now() + TTL + 1);
    expect(posts(cache.current())).toEqual(['post 1']);
    db.reads[1]!.reject(new Error('database unavailable'));
    await settled(() => cache.current() === undefined);

    const next = cache.get();
    db.reads[2]!.reject(new Error('database unavailable'));
    await expect(next).rejects.toThrow('database unavailable');
    const recovered = cache.get();
    db.reads[3]!.resolve(['post 1']);
    expect(posts(await recovered)).toEqual(['post 1']);
  });
});
