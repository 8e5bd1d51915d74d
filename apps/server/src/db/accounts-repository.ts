import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AccountSession, AuditEntry, Role, TeamMember } from '@site/shared';
import { nowIso, toIso } from './database.ts';
import type { ListCursor } from './list-cursor.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import type { Database, Dialect } from './schema.ts';
import { normalizeEmail } from './users-repository.ts';

export type AccountTokenKind = 'invite' | 'reset';

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof accountsRepository>['findById']>>>;

/** What a change that must keep an administrator did: `done` (with the account as it was before),
 * `not-found`, or `last-admin` (refused: it would leave no administrator who can sign in). */
export type AdminGuardedOutcome =
  { outcome: 'done'; before: UserRow } | { outcome: 'not-found' } | { outcome: 'last-admin' };

export type AuditFilter = {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
};

/** The team's accounts (decision 049): invited people, roles, the single-use links mailed to them,
 * each person's own sessions, and the audit trail's reading side. */
export function accountsRepository(db: Kysely<Database>, dialect: Dialect = 'sqlite') {
  /** Ends the account's sessions but `keepSession` (a token hash), and its mailed links. */
  async function endSessionsAndLinks(
    trx: Transaction<Database>,
    userId: string,
    keepSession?: string,
  ) {
    let sessions = trx.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSession) sessions = sessions.where('id', '!=', keepSession);
    await sessions.execute();
    await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  }

  /** Runs `change` on account `id` in one transaction that first holds the rows of every active
   * administrator (PostgreSQL: SELECT … FOR UPDATE, so a concurrent change waits and then sees this
   * one's result; SQLite: its single write connection serializes transactions). Refused when the
   * account is the last active administrator and the change would take that away. */
  function keepingAnAdmin(
    id: string,
    losesAdmin: boolean,
    change: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<AdminGuardedOutcome> {
    return db.transaction().execute(async (trx) => {
      let admins = trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('activated_at', 'is not', null)
        .orderBy('id');
      if (dialect === 'postgres') admins = admins.forUpdate();
      const held = await admins.execute();
      const before = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) return { outcome: 'not-found' };
      const isActiveAdmin = held.some((admin) => admin.id === id);
      if (losesAdmin && isActiveAdmin && held.length <= 1) return { outcome: 'last-admin' };
      await change(trx);
      return { outcome: 'done', before };
    });
  }

  return {
    async list(): Promise<TeamMember[]> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'activated_at', 'created_at'])
        .orderBy('email')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role as Role,
        status: row.activated_at === null ? 'invited' : 'active',
        createdAt: toIso(row.created_at),
      }));
    },
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A new account waiting for its invitation to be accepted; its password hash is unusable. */
    async invite(email: string, role: Role, unusableHash: string): Promise<string> {
      const id = randomUUID();
      const now = nowIso();
      await db
        .insertInto('users')
        .values({
          id,
          email: normalizeEmail(email),
          password_hash: unusableHash,
          role,
          activated_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    /** Gives the account `role`, unless that leaves no active administrator (decision 057). */
    changeRole(id: string, role: Role): Promise<AdminGuardedOutcome> {
      return keepingAnAdmin(id, role !== 'admin', async (trx) => {
        await trx
          .updateTable('users')
          .set({ role, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      });
    },
    /** Removes the account, its sessions and its links at once, unless it is the last active
     * administrator. */
    removeAccount(id: string): Promise<AdminGuardedOutcome> {
      return keepingAnAdmin(id, true, async (trx) => {
        await endSessionsAndLinks(trx, id);
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
    /** The role of an invitation not yet accepted (no administrator can be lost by it). */
    async setRole(id: string, role: Role) {
      await db
        .updateTable('users')
        .set({ role, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    /** Sets the password (and activates an invited account); ends every session but `keepSession`
     * and every mailed link of the account (an outstanding reset link dies with the old password). */
    async setPassword(id: string, passwordHash: string, keepSession?: string) {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('activated_at')
          .where('id', '=', id)
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            updated_at: now,
            activated_at: user?.activated_at ? toIso(user.activated_at) : now,
          })
          .where('id', '=', id)
          .execute();
        await endSessionsAndLinks(trx, id, keepSession);
      });
    },
    /** After a change of the account's credentials (two-factor turned on or off): every other
     * session and every mailed link of the account ends; `keepSession` (a token hash) goes on. */
    async endOtherSessionsAndLinks(userId: string, keepSession: string) {
      await db.transaction().execute((trx) => endSessionsAndLinks(trx, userId, keepSession));
    },
    /** The account's outstanding links of one kind end (a reset link, once the person signed in). */
    async dropLinks(userId: string, kind: AccountTokenKind) {
      await db
        .deleteFrom('account_tokens')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .execute();
    },

    /** Stores a link's token hash, replacing the account's earlier links of the same kind. */
    async addToken(tokenHash: string, userId: string, kind: AccountTokenKind, validMs: number) {
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('account_tokens')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .execute();
        await trx
          .insertInto('account_tokens')
          .values({
            id: tokenHash,
            user_id: userId,
            kind,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + validMs).toISOString(),
          })
          .execute();
      });
    },
    /** Takes a live link (deleting it: single use); the account's id, or undefined. */
    async takeToken(tokenHash: string, kind: AccountTokenKind): Promise<string | undefined> {
      const row = await db
        .deleteFrom('account_tokens')
        .where('id', '=', tokenHash)
        .where('kind', '=', kind)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
    async pruneTokens(now: Date) {
      await db.deleteFrom('account_tokens').where('expires_at', '<=', now.toISOString()).execute();
    },

    async sessionsOf(
      userId: string,
      currentHash: string,
      idleSince: Date,
    ): Promise<AccountSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'public_id', 'created_at', 'last_used_at', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', nowIso())
        .where('last_used_at', '>', idleSince.toISOString())
        .orderBy('last_used_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.public_id ?? '',
        createdAt: toIso(row.created_at),
        lastUsedAt: toIso(row.last_used_at ?? row.created_at),
        ip: row.ip,
        userAgent: row.user_agent,
        current: row.id === currentHash,
      }));
    },
    /** Ends one of the account's own sessions by its public id; false if it has none by that id. */
    async endSession(userId: string, publicId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The audit trail, newest first, a page at a time (keyset on `at`, `id`). */
    async audit(
      filter: AuditFilter,
    ): Promise<{ entries: AuditEntry[]; total: number; nextCursor: string | null }> {
      let matching = db.selectFrom('audit_log');
      if (filter.actor) matching = matching.where('actor_email', '=', normalizeEmail(filter.actor));
      if (filter.action) matching = matching.where('action', '=', filter.action);
      if (filter.from) matching = matching.where('at', '>=', new Date(filter.from).toISOString());
      if (filter.to) matching = matching.where('at', '<=', new Date(filter.to).toISOString());
      const counted = await matching
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      let query = matching.select(['id', 'at', 'actor_email', 'action', 'target', 'ip']);
      if (filter.cursor) {
        const after: ListCursor = decodeCursor(filter.cursor);
        query = query.where((eb) =>
          eb.or([
            eb('at', '<', after.at),
            eb.and([eb('at', '=', after.at), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit + 1)
        .execute();
      const page = rows.slice(0, filter.limit);
      const last = rows.length > filter.limit ? page[page.length - 1] : undefined;
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: toIso(row.at),
          actor: row.actor_email,
          action: row.action,
          target: row.target,
          ip: row.ip,
        })),
        total: Number(counted.n),
        nextCursor: last ? encodeCursor({ at: toIso(last.at), id: last.id }) : null,
      };
    },
  };
}
