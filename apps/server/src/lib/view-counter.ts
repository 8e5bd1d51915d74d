import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const DAY_SECONDS = 86_400;
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Readers this instance remembers per day before it starts over (about 130 bytes each). */
const REMEMBERED_READERS = 50_000;

/** Whether a read is this client's first of the post today (UTC), so one client cannot inflate a
 * post's views. The client is known only by a hash of its address with the day's salt: the raw
 * address is never stored, and once the salt is pruned the hashes cannot be linked to anyone.
 * The shared counter in the database decides (every instance sees the same answer); a reader this
 * instance has already counted today is answered from memory, so a repeat read writes nothing. */
export function viewCounter(app: FastifyInstance, options: { remembered?: number } = {}) {
  const cap = options.remembered ?? REMEMBERED_READERS;
  let seenDay = '';
  const seen = new Set<string>();
  const salts = new Map<string, Promise<string>>();
  const saltFor = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salts.clear();
      salt = app.repos.dailySalts.forDay(day);
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };

  app.housekeeping.add({
    name: 'prune view salts',
    run: (now) => app.repos.dailySalts.pruneBefore(dayOf(now.getTime() - DAY_SECONDS * 1000)),
  });

  return {
    async isFirstToday(post: string, ip: string, now = Date.now()): Promise<boolean> {
      const day = dayOf(now);
      const salt = await saltFor(day);
      const client = createHash('sha256').update(`${salt}\n${ip}`).digest('base64url');
      const key = `view:${post}:${client}`;
      if (day !== seenDay) {
        seen.clear();
        seenDay = day;
      }
      if (seen.has(key)) return false;
      const { total } = await app.repos.rateCounters.add(
        { key, windowSeconds: DAY_SECONDS },
        1,
        now,
      );
      // Forgetting everyone at the cap only sends their next read to the shared counter again.
      if (seen.size >= cap) seen.clear();
      seen.add(key);
      return total === 1;
    },
  };
}
