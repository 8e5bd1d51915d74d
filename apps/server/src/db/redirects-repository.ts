import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Redirect } from '@site/shared';
import { nowIso, toIso } from './database.ts';
import type { Database, RedirectsTable } from './schema.ts';

type Row = Selectable<RedirectsTable>;
type NewRow = Insertable<RedirectsTable>;

const toRedirect = (row: Row): Redirect => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status === 302 ? 302 : 301,
  source: row.source === 'slug' ? 'slug' : 'manual',
  createdBy: row.created_by,
  createdAt: toIso(row.created_at),
});

/** The path a redirect's target names on this site (null: another site). */
export const sitePathOf = (target: string) =>
  target.startsWith('/') ? (target.split(/[?#]/)[0] ?? target) : null;

/** Why a new redirect cannot be kept: it leads back to itself, it leads to an address that redirects
 * again, an address redirects to it (a chain), or its address redirects already. */
export type RedirectRefusal = 'loop' | 'chain' | 'taken';

/** Old addresses and where they lead now (migration 018; issue 48). An address that gets a redirect
 * leaves the not-found log (migration 020). */
export function redirectsRepository(db: Kysely<Database>) {
  return {
    async find(path: string): Promise<Redirect | undefined> {
      const row = await db
        .selectFrom('redirects')
        .selectAll()
        .where('from_path', '=', path)
        .executeTakeFirst();
      return row ? toRedirect(row) : undefined;
    },

    async list(): Promise<Redirect[]> {
      const rows = await db
        .selectFrom('redirects')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRedirect);
    },

    /** An editor's redirect, or why it is refused (no loop, no chain, one per address). */
    async add(
      input: { from: string; to: string; status: 301 | 302 },
      createdBy: string | null,
    ): Promise<Redirect | RedirectRefusal> {
      const target = sitePathOf(input.to);
      if (target === input.from) return 'loop';
      return db.transaction().execute(async (trx) => {
        const clash = await trx
          .selectFrom('redirects')
          .select(['from_path', 'to_target'])
          .where((eb) =>
            eb.or([
              eb('from_path', '=', input.from),
              eb('to_target', '=', input.from),
              ...(target ? [eb('from_path', '=', target)] : []),
            ]),
          )
          .execute();
        if (clash.some((row) => row.from_path === input.from)) return 'taken';
        if (clash.length > 0) return 'chain';
        const row: NewRow & Row = {
          id: randomUUID(),
          from_path: input.from,
          to_target: input.to,
          status: input.status,
          source: 'manual',
          created_by: createdBy,
          created_at: nowIso(),
        };
        await trx.insertInto('redirects').values(row).execute();
        // The address leads somewhere now: it leaves the not-found log.
        await trx.deleteFrom('not_found_paths').where('path', '=', input.from).execute();
        return toRedirect(row);
      });
    },

    async remove(id: string): Promise<Redirect | undefined> {
      const row = await db
        .deleteFrom('redirects')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRedirect(row) : undefined;
    },

    /** A post's address moved from `from` to `to`: the old one leads to the new one, and so does
     * every redirect that led to the old one (no chain); a redirect from the new address goes, as
     * the address names a post again (a slug changed back). */
    async moved(from: string, to: string, by: string | null) {
      if (from === to) return;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('redirects').where('from_path', '=', to).execute();
        await trx
          .updateTable('redirects')
          .set({ to_target: to })
          .where('to_target', '=', from)
          .execute();
        const row: NewRow = {
          id: randomUUID(),
          from_path: from,
          to_target: to,
          status: 301,
          source: 'slug',
          created_by: by,
          created_at: nowIso(),
        };
        await trx
          .insertInto('redirects')
          .values(row)
          .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_target: to, status: 301 }))
          .execute();
        await trx.deleteFrom('not_found_paths').where('path', '=', from).execute();
      });
    },
  };
}
