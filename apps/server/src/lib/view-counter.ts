import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const DAY_SECONDS = 86_400;
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Whether a read is this client's first of the post today (UTC), so one client cannot inflate a
 * post's views. The client is known only by a hash of its address with the day's salt: the raw
 * address is never stored, and once the salt is pruned the hashes cannot be linked to anyone. */
export function viewCounter(app: FastifyInstance) {
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
    async isFirstToday(postId: string, ip: string, now = Date.now()): Promise<boolean> {
      const salt = await saltFor(dayOf(now));
      const client = createHash('sha256').update(`${salt}\n${ip}`).digest('base64url');
      const { total } = await app.repos.rateCounters.add(
        { key: `view:${postId}:${client}`, windowSeconds: DAY_SECONDS },
        1,
        now,
      );
      return total === 1;
    },
  };
}
