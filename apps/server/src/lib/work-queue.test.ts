import { describe, expect, it } from 'vitest';
import { QueueFullError, workQueue } from './work-queue.ts';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('work queue', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order, and refuses past maxWaiting', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 2 });
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await expect(queue.run(async () => 'too many')).rejects.toBeInstanceOf(QueueFullError);
    await Promise.resolve();
    expect(started).toEqual([0]);
    gates[0]!.open();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    // The queue is free again, and a failing task hands its slot on too.
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
