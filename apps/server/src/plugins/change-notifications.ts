import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { ChangeListener } from '../db/change-listener.ts';
import { listenForChanges } from '../db/change-listener.ts';

export const CHANGES_CHANNEL = 'site_changes';

export type ChangeNotifications = {
  /** Tells this instance at once and, on PostgreSQL, every other instance within milliseconds. */
  publish(topic: string): Promise<void>;
  /** `listener` runs for each change of `topic` and after a reconnection (when changes may have been missed). */
  subscribe(topic: string, listener: () => void): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeNotifications;
  }
}

/** Keeps the per-instance caches of several instances coherent through PostgreSQL LISTEN/NOTIFY.
 * SQLite runs as one instance, so a change only needs to reach this process. */
export const changeNotificationsPlugin = fp<{ databaseUrl?: string }>(
  async (app, options) => {
    const listeners = new Map<string, Set<() => void>>();
    const notify = (topic: string) => {
      for (const listener of listeners.get(topic) ?? []) listener();
    };
    const notifyAll = () => {
      for (const topic of listeners.keys()) notify(topic);
    };

    let listener: ChangeListener | undefined;
    if (app.database.dialect === 'postgres' && options.databaseUrl) {
      listener = await listenForChanges({
        url: options.databaseUrl,
        channel: CHANGES_CHANNEL,
        onNotify: notify,
        onConnected: notifyAll,
        onError: (error) =>
          app.log.warn({ err: error }, 'change notifications: connection lost; reconnecting'),
      });
    }
    app.addHook('onClose', async () => listener?.close());

    app.decorate('changes', {
      async publish(topic: string) {
        notify(topic);
        if (!listener) return;
        // A lost notification only delays the other instances until their cache lifetime ends.
        await sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`
          .execute(app.database.db)
          .catch((error: unknown) => {
            app.log.error({ err: error, topic }, 'change notification not sent');
          });
      },
      subscribe(topic: string, fn: () => void) {
        if (!listeners.has(topic)) listeners.set(topic, new Set());
        listeners.get(topic)!.add(fn);
      },
    });
  },
  { name: 'change-notifications', dependencies: ['database'] },
);
