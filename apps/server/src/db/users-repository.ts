import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, toIso } from './database.ts';
import type { Database } from './schema.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function usersRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Creates an administrator, or makes an existing account one (active, whatever its role was)
     * with a new password, signing it out everywhere and ending its mailed links: the operator's way
     * back in when no administrator is left. */
    async upsert(email: string, passwordHash: string): Promise<'created' | 'updated'> {
      const normalized = normalizeEmail(email);
      const now = nowIso();
      const existing = await this.findByEmail(normalized);
      if (existing) {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({
              password_hash: passwordHash,
              role: 'admin',
              activated_at: existing.activated_at === null ? now : toIso(existing.activated_at),
              updated_at: now,
            })
            .where('id', '=', existing.id)
            .execute();
          await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
          await trx.deleteFrom('account_tokens').where('user_id', '=', existing.id).execute();
        });
        return 'updated';
      }
      await db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: normalized,
          password_hash: passwordHash,
          role: 'admin',
          activated_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return 'created';
    },
  };
}
