import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

export type TwoFactorRecord = {
  /** The sealed (encrypted) secret. */
  secret: string;
  enabled: boolean;
  lastTimeStep: number | null;
};

/** Accounts' TOTP secrets and recovery codes (decision 050). Each use of a code is one conditional
 * UPDATE, so two instances checking the same code at once accept it once. */
export function twoFactorRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<TwoFactorRecord | undefined> {
      const row = await db
        .selectFrom('two_factor')
        .select(['secret', 'enabled_at', 'last_time_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          secret: row.secret,
          enabled: row.enabled_at !== null,
          lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
        }
      );
    },
    /** Stores a new pending secret (replacing a pending one); false when two-factor is already on. */
    async savePending(userId: string, sealedSecret: string): Promise<boolean> {
      const result = await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret: sealedSecret, created_at: nowIso() })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret: sealedSecret, created_at: nowIso(), last_time_step: null })
            .where('two_factor.enabled_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Turns the pending secret on with the code of `timeStep` and replaces the recovery codes. */
    async enable(userId: string, timeStep: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('two_factor')
          .set({ enabled_at: nowIso(), last_time_step: timeStep })
          .where('user_id', '=', userId)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(
            codeHashes.map((code_hash) => ({
              id: randomUUID(),
              user_id: userId,
              code_hash,
              used_at: null,
            })),
          )
          .execute();
        return true;
      });
    },
    /** Records the use of a code of `timeStep`; false when a code of it (or a later step) was used. */
    async useTimeStep(userId: string, timeStep: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ last_time_step: timeStep })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) =>
          eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Uses up a recovery code; false when it is unknown or already used. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async remove(userId: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
      });
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
