import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(tokenHash: string, userId: string, expiresAt: Date) {
      const now = nowIso();
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      await db
        .insertInto('sessions')
        .values({
          id: tokenHash,
          user_id: userId,
          created_at: now,
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },
    /** The signed-in user of a live session, or undefined for an unknown or expired token. */
    findActiveUser(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id as id', 'users.email as email', 'sessions.id as sessionId'])
        .where('sessions.id', '=', tokenHash)
        .where('sessions.expires_at', '>', nowIso())
        .executeTakeFirst();
    },
    async revoke(tokenHash: string) {
      await db.deleteFrom('sessions').where('id', '=', tokenHash).execute();
    },
  };
}
