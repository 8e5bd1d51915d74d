import { describe, expect, it, vi } from 'vitest';
import { webFile } from '../plugins/web-app-files.ts';
import { fileCache } from './file-cache.ts';

const fileOf = (bytes: number) =>
  webFile({ identity: Buffer.alloc(bytes), type: 'text/plain', cacheControl: 'no-cache' });
const made = (bytes: number, keep = true) => vi.fn(async () => ({ file: fileOf(bytes), keep }));

describe('fileCache', () => {
  it('keeps files up to its byte budget, dropping the least recently used first', async () => {
    const cache = fileCache({ maxBytes: 2_500 });
    await cache.fill('a', made(1_000));
    await cache.fill('b', made(1_000));
    expect(cache.get('a')).toBeDefined();
    await cache.fill('c', made(1_000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // A file larger than the whole budget is answered, never kept.
    const huge = made(3_000);
    expect((await cache.fill('huge', huge)).variants.identity.body.byteLength).toBe(3_000);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('makes a file once however many ask while it is made, and answers the kept one after', async () => {
    const cache = fileCache({ maxBytes: 10_000 });
    const make = made(100);
    const [first, second] = await Promise.all([cache.fill('k', make), cache.fill('k', make)]);
    expect(first).toBe(second);
    expect(await cache.fill('k', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('does not keep a file its maker says not to, nor a failed fill, nor one made before clear()', async () => {
    const cache = fileCache({ maxBytes: 10_000 });
    await cache.fill('partial', made(100, false));
    expect(cache.get('partial')).toBeUndefined();
    await expect(cache.fill('failed', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const retry = made(100);
    await cache.fill('failed', retry);
    expect(retry).toHaveBeenCalledTimes(1);

    let finish: (bytes: number) => void = () => {};
    const slow = cache.fill(
      'slow',
      () =>
        new Promise(
          (resolve) => (finish = (bytes) => resolve({ file: fileOf(bytes), keep: true })),
        ),
    );
    cache.clear();
    expect(cache.get('failed')).toBeUndefined();
    const fresh = made(200);
    const after = cache.fill('slow', fresh);
    finish(100);
    expect((await slow).variants.identity.body.byteLength).toBe(100);
    expect(await after).toBe(cache.get('slow'));
    expect(cache.get('slow')?.variants.identity.body.byteLength).toBe(200);
  });

  it('after a change serves each kept file it affects while it is made again in the background, most recently used first, and drops one that is gone', async () => {
    const cache = fileCache({ maxBytes: 10_000 });
    let version = 1;
    const gone = new Set<string>();
    const remakes: string[] = [];
    const remake = (key: string) => async () => {
      remakes.push(key);
      return gone.has(key) ? null : { file: fileOf(100 * version), keep: true };
    };
    for (const key of ['a', 'b', 'c', 'other']) await cache.fill(key, made(100), remake(key));
    cache.get('b');
    version = 2;
    gone.add('c');
    // The background queue is the caller's: here each task waits to be let through, so the stale
    // copies are seen being served meanwhile.
    const waiting: (() => void)[] = [];
    const run = (task: () => Promise<void>) =>
      new Promise<void>((resolve) => waiting.push(resolve)).then(task);
    const round = cache.revalidate(run, (key) => key !== 'other');
    expect(cache.get('a')?.variants.identity.body.byteLength).toBe(100);
    expect(cache.isStale('a')).toBe(true);
    for (let i = 1; i <= 3; i += 1) {
      await vi.waitFor(() => expect(waiting).toHaveLength(1));
      waiting.shift()!();
      await vi.waitFor(() => expect(remakes).toHaveLength(i));
    }
    await round;
    expect(remakes).toEqual(['b', 'c', 'a']);
    expect(cache.get('a')?.variants.identity.body.byteLength).toBe(200);
    expect(cache.isStale('a')).toBe(false);
    expect(cache.get('c')).toBeUndefined();
    // A page the change does not touch is neither stale nor made again.
    expect(cache.isStale('other')).toBe(false);
    expect(cache.get('other')?.variants.identity.body.byteLength).toBe(100);
  });

  it('keeps no file that a later change overtook while it was made', async () => {
    const cache = fileCache({ maxBytes: 10_000 });
    let finishOld: () => void = () => {};
    const remake = vi
      .fn<() => Promise<{ file: ReturnType<typeof fileOf>; keep: boolean }>>()
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => (finishOld = () => resolve({ file: fileOf(100), keep: true }))),
      )
      .mockImplementation(async () => ({ file: fileOf(200), keep: true }));
    await cache.fill('a', made(50), remake);
    const first = cache.revalidate((task) => task());
    await vi.waitFor(() => expect(remake).toHaveBeenCalledTimes(1));
    await cache.revalidate((task) => task());
    finishOld();
    await first;
    expect(remake).toHaveBeenCalledTimes(2);
    expect(cache.get('a')?.variants.identity.body.byteLength).toBe(200);
    expect(cache.isStale('a')).toBe(false);
  });
});
