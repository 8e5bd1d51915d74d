/** Thrown when a queue already holds as many waiting tasks as it may. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/** Runs at most `concurrency` tasks at once in this process; the rest wait in arrival order.
 * Heavy work (password hashing, image encoding) goes through one so a burst cannot take every
 * thread of libuv's pool or all memory, and other requests keep being served. */
export function workQueue(options: { concurrency: number; maxWaiting?: number }) {
  const { concurrency, maxWaiting = Number.POSITIVE_INFINITY } = options;
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active += 1;
      } else {
        if (waiting.length >= maxWaiting) throw new QueueFullError();
        // The finishing task hands its slot over, so `active` does not change here.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
