import { LRUCache } from 'lru-cache';
import type { WebFile } from '../plugins/web-app-files.ts';

/** What a fill made: the file to answer, and whether it may be kept (a page whose render failed in
 * part is answered once and made again next time). */
export type Made = { file: WebFile; keep: boolean };

const bytesOf = (file: WebFile) =>
  Object.values(file.variants).reduce((sum, variant) => sum + (variant?.body.byteLength ?? 0), 0);

/** Files made at run time (prerendered pages, feeds), kept in memory up to `maxBytes` (every coding
 * counted), the least recently used dropped first. Requests for a key being made wait for that one
 * fill; `clear()` (a post changed) empties it, and a fill that started before is answered but not kept.
 * Nothing here is state another instance needs: each fills its own. */
export function fileCache(options: { maxBytes: number }) {
  const kept = new LRUCache<string, WebFile>({
    maxSize: options.maxBytes,
    sizeCalculation: bytesOf,
  });
  const filling = new Map<string, Promise<WebFile>>();
  let generation = 0;

  return {
    /** The kept file, if there is one. */
    get: (key: string): WebFile | undefined => kept.get(key),
    /** The kept file, or the one `make` makes (once, however many ask meanwhile). A failed fill is
     * not kept: the next request tries again. */
    fill(key: string, make: () => Promise<Made>): Promise<WebFile> {
      const file = kept.get(key);
      if (file) return Promise.resolve(file);
      const pending = filling.get(key);
      if (pending) return pending;
      const started = generation;
      const made = make()
        .then(({ file, keep }) => {
          if (keep && started === generation) kept.set(key, file);
          return file;
        })
        .finally(() => {
          if (filling.get(key) === made) filling.delete(key);
        });
      filling.set(key, made);
      return made;
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
  };
}
