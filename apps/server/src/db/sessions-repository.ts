import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@site/shared';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

/** A live session's user, and when the session was last used. */
export type ActiveSession = { id: string; email: string; role: Role; lastUsedAt: Date };

/** Admin sessions. A session is live until its absolute expiry, and while it has been used within the
 * idle timeout (`idleSince`: sessions last used before it count as ended). */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(
      tokenHash: string,
      userId: string,
      expiresAt: Date,
      idleSince: Date,
      client: { ip?: string | null; userAgent?: string | null } = {},
    ) {
      const now = nowIso();
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleSince.toISOString())]),
        )
        .execute();
      await db
        .insertInto('sessions')
        .values({
          id: tokenHash,
          user_id: userId,
          created_at: now,
          expires_at: expiresAt.toISOString(),
          last_used_at: now,
          public_id: randomUUID(),
          ip: client.ip ?? null,
          user_agent: client.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
    },
    /** The signed-in user of a live session, or undefined for an unknown, expired or idle token. */
    async findActive(tokenHash: string, idleSince: Date): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id as id',
          'users.email as email',
          'users.role as role',
          'sessions.last_used_at as lastUsedAt',
        ])
        .where('sessions.id', '=', tokenHash)
        .where('sessions.expires_at', '>', nowIso())
        .where('sessions.last_used_at', '>', idleSince.toISOString())
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          email: row.email,
          role: row.role as Role,
          lastUsedAt: new Date(row.lastUsedAt!),
        }
      );
    },
    /** Records a use of the session (the caller does it at most once a minute, not per request). */
    async touch(tokenHash: string, at = new Date()) {
      await db
        .updateTable('sessions')
        .set({ last_used_at: at.toISOString() })
        .where('id', '=', tokenHash)
        .execute();
    },
    async revoke(tokenHash: string) {
      await db.deleteFrom('sessions').where('id', '=', tokenHash).execute();
    },
  };
}
