/** Thrown when a queue already holds as many waiting tasks as it may. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/** Runs at most `concurrency` tasks at once in this process; the rest wait in arrival order.
 * Heavy work (password hashing, image encoding) goes through one so a burst cannot take every
 * thread of libuv's pool or all memory, and other requests keep being served.
 * With `lanes`, a task waits in the lane it names (0 first): a freed slot goes to the oldest task of
 * the first lane that has one, and each lane holds at most `maxWaiting`, so a flood in one lane never
 * fills or delays the lanes before it. */
export function workQueue(options: { concurrency: number; maxWaiting?: number; lanes?: number }) {
  const { concurrency, maxWaiting = Number.POSITIVE_INFINITY, lanes = 1 } = options;
  let active = 0;
  const waiting: (() => void)[][] = Array.from({ length: lanes }, () => []);
  const nextWaiting = () => waiting.find((lane) => lane.length > 0)?.shift();
  return {
    async run<T>(task: () => Promise<T>, lane = 0): Promise<T> {
      const line = waiting[Math.min(Math.max(0, lane), lanes - 1)]!;
      if (active < concurrency) {
        active += 1;
      } else {
        if (line.length >= maxWaiting) throw new QueueFullError();
        // The finishing task hands its slot over, so `active` does not change here.
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = nextWaiting();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
