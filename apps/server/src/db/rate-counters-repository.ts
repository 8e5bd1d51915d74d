import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema.ts';

export type CounterWindow = {
  /** What is counted and for whom, e.g. `contact:ip:203.0.113.9` or `translate:chars:day`. */
  key: string;
  windowSeconds: number;
};

/** Fixed-window counters in the database, so every instance shares each limit. `add` is one atomic
 * upsert (no read-then-write race): concurrent callers each see their own running total. */
export function rateCountersRepository(db: Kysely<Database>) {
  const windowOf = ({ windowSeconds }: CounterWindow, now: number) => {
    const start = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
    return { start, expiresAt: start + windowSeconds * 1000 };
  };
  return {
    /** Adds `amount` to the current window and answers the total after it, with the window's end. */
    async add(counter: CounterWindow, amount = 1, now = Date.now()) {
      const { start, expiresAt } = windowOf(counter, now);
      const row = await db
        .insertInto('rate_counters')
        .values({ key: counter.key, window_start: start, expires_at: expiresAt, count: amount })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_counters.window_start = ${start} then rate_counters.count + ${amount} else ${amount} end`,
            window_start: start,
            expires_at: expiresAt,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return { total: Number(row.count), resetAt: new Date(expiresAt) };
    },
    /** The current window's total without adding to it. */
    async current(counter: CounterWindow, now = Date.now()) {
      const { start, expiresAt } = windowOf(counter, now);
      const row = await db
        .selectFrom('rate_counters')
        .select('count')
        .where('key', '=', counter.key)
        .where('window_start', '=', start)
        .executeTakeFirst();
      return { total: Number(row?.count ?? 0), resetAt: new Date(expiresAt) };
    },
    /** Takes `amount` back from the window `takenAt` fell in, if that window is still the stored
     * one (a later window started from zero anyway). For reservations that turned out unused. */
    async giveBack(counter: CounterWindow, amount: number, takenAt: number) {
      const { start } = windowOf(counter, takenAt);
      await db
        .updateTable('rate_counters')
        .set({ count: sql`count - ${amount}` })
        .where('key', '=', counter.key)
        .where('window_start', '=', start)
        .execute();
    },
    async prune(now = Date.now()) {
      await db.deleteFrom('rate_counters').where('expires_at', '<=', now).execute();
    },
  };
}

export type RateCounters = ReturnType<typeof rateCountersRepository>;
