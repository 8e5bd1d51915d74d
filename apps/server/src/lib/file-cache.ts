import { LRUCache } from 'lru-cache';
import type { WebFile } from '../plugins/web-app-files.ts';

/** What a fill made: the file to answer, and whether it may be kept (a page whose render failed in
 * part is answered once and made again next time). */
export type Made = { file: WebFile; keep: boolean };
/** Makes a kept file again after a change: null when it is gone (it is dropped). */
type Remake = () => Promise<Made | null>;
type Kept = { file: WebFile; remake: Remake; stale: boolean };

const bytesOf = ({ file }: Kept) =>
  Object.values(file.variants).reduce((sum, variant) => sum + (variant?.body.byteLength ?? 0), 0);

/** Files made at run time (prerendered pages, feeds), kept in memory up to `maxBytes` (every coding
 * counted), the least recently used dropped first. Requests for a key being made wait for that one
 * fill. After a change, `clear()` empties it (the next request makes each file anew), or
 * `revalidate()` keeps serving each file while it is made again in the background
 * (stale-while-revalidate). A fill that started before either is answered but not kept.
 * Nothing here is state another instance needs: each fills its own. */
export function fileCache(options: { maxBytes: number }) {
  const kept = new LRUCache<string, Kept>({
    maxSize: options.maxBytes,
    sizeCalculation: bytesOf,
  });
  const filling = new Map<string, Promise<WebFile>>();
  let generation = 0;

  /** Makes `key`'s file and keeps it (with `remake`) unless a change came meanwhile. */
  function made(key: string, make: () => Promise<Made>, remake: Remake) {
    const started = generation;
    return make().then(({ file, keep }) => {
      const current = keep && started === generation;
      if (current) kept.set(key, { file, remake, stale: false });
      return file;
    });
  }

  return {
    /** The kept file, if there is one (a stale one too, while it is made again). */
    get: (key: string): WebFile | undefined => kept.get(key)?.file,
    /** Whether the kept file of `key` was made before the last change and not yet again. */
    isStale: (key: string): boolean => kept.get(key)?.stale ?? false,
    /** The kept file, or the one `make` makes (once, however many ask meanwhile). A failed fill is
     * not kept: the next request tries again. `remake` makes it again after a change (`make` by
     * default; a maker that was handed what it shows reads it afresh there). */
    fill(key: string, make: () => Promise<Made>, remake: Remake = make): Promise<WebFile> {
      const file = kept.get(key)?.file;
      if (file) return Promise.resolve(file);
      const pending = filling.get(key);
      if (pending) return pending;
      const fill = made(key, make, remake).finally(() => {
        if (filling.get(key) === fill) filling.delete(key);
      });
      filling.set(key, fill);
      return fill;
    },
    /** Forgets one key (its next fill makes it again). */
    delete(key: string) {
      kept.delete(key);
      filling.delete(key);
    },
    clear() {
      generation += 1;
      kept.clear();
      filling.clear();
    },
    /** A change: every kept file whose key `affected` names is stale and is made again, most
     * recently used first, one at a time through `run` (the caller's queue), each replacing its stale
     * copy when made. A file its maker now says not to keep (a page that is gone) is dropped; one
     * whose make fails is dropped too. A later change starts the round again from the top. Resolves
     * when the round ends. */
    async revalidate(
      run: (make: () => Promise<void>) => Promise<void>,
      affected: (key: string) => boolean = () => true,
    ): Promise<void> {
      generation += 1;
      const round = generation;
      filling.clear();
      const keys = [...kept.keys()].filter(affected);
      for (const key of keys) {
        const entry = kept.peek(key);
        if (entry) entry.stale = true;
      }
      for (const key of keys) {
        if (round !== generation) return;
        const entry = kept.peek(key);
        if (!entry?.stale) continue;
        try {
          await run(async () => {
            if (round !== generation || kept.peek(key) !== entry) return;
            const remade = await entry.remake();
            if (round !== generation || kept.peek(key) !== entry) return;
            if (remade?.keep)
              kept.set(key, { file: remade.file, remake: entry.remake, stale: false });
            else kept.delete(key);
          });
        } catch {
          if (kept.peek(key) === entry) kept.delete(key);
        }
      }
    },
  };
}
