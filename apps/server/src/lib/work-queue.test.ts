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

describe('work queue with lanes', () => {
  it('gives a freed slot to the first lane that waits, and bounds each lane on its own', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 2, lanes: 2 });
    const started: string[] = [];
    const running = gate();
    const task = (name: string) => async () => {
      started.push(name);
      if (name === 'first') await running.opened;
      return name;
    };
    const runs = [queue.run(task('first'), 1), queue.run(task('flood-1'), 1)];
    runs.push(queue.run(task('flood-2'), 1));
    // The flood's lane is full; the lane before it is not.
    await expect(queue.run(task('flood-3'), 1)).rejects.toBeInstanceOf(QueueFullError);
    runs.push(queue.run(task('trusted'), 0));
    running.open();
    await Promise.all(runs);
    expect(started).toEqual(['first', 'trusted', 'flood-1', 'flood-2']);
  });
});
