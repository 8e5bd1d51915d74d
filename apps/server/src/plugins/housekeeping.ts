import fp from 'fastify-plugin';

export type HousekeepingTask = { name: string; run: (now: Date) => Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /** Runs `task` once a minute (and once soon after start) until the app closes. */
      add(task: HousekeepingTask): void;
      /** Runs every task now; tests call it instead of waiting for the timer. */
      runAll(now?: Date): Promise<void>;
    };
  }
}

/** One timer for the periodic work of every instance: pruning counters, retrying the mail outbox,
 * deleting what is past retention. A task's failure is logged and retried on the next tick. Each task
 * must be safe when several instances run it at once. */
export const housekeepingPlugin = fp<{ intervalMs?: number; enabled?: boolean }>(
  async (app, options) => {
    const tasks: HousekeepingTask[] = [];
    let running: Promise<void> | undefined;
    const runAll = async (now = new Date()) => {
      for (const task of tasks) {
        try {
          await task.run(now);
        } catch (error) {
          app.log.error(
            { err: error, task: task.name },
            'housekeeping task failed; retrying on the next tick',
          );
        }
      }
    };
    const tick = () => {
      running ??= runAll().finally(() => (running = undefined));
    };
    app.decorate('housekeeping', {
      add: (task: HousekeepingTask) => void tasks.push(task),
      runAll,
    });
    if (options.enabled === false) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      setTimeout(tick, 1_000).unref();
      timer = setInterval(tick, options.intervalMs ?? 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
