/** docs/product.md §7 "Other": a route chunk that has not loaded after 120 s is reported as a chunk-load failure. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'A part of this page could not be loaded') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('Loading a part of this page timed out')),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : undefined));
      },
    );
  });
}
