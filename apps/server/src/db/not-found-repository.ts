import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { NotFoundEntry, NotFoundListQuery } from '@site/shared';
import { toIso } from './database.ts';
import { decodeCountCursor, decodeCursor, encodeCountCursor, encodeCursor } from './list-cursor.ts';
import type { Database, Dialect, NotFoundPathsTable } from './schema.ts';

type Row = Selectable<NotFoundPathsTable>;

const toEntry = (row: Row): NotFoundEntry => ({
  path: row.path,
  count: Number(row.count),
  firstAt: toIso(row.first_at),
  lastAt: toIso(row.last_at),
});

/** The not-found log (migration 020, decision 072): the site's addresses that answered "not found",
 * one row per path, with how often and when. */
export function notFoundRepository(db: Kysely<Database>, dialect: Dialect) {
  const timestamp = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    /** Counts one "not found" of `path` at `at`, in one statement: a path seen before adds one and
     * moves its last time; a new path is kept while the log holds fewer than `maxEntries` paths
     * (housekeeping makes room: `trim`). A path a redirect now leads from is not counted. */
    async record(path: string, at: Date, maxEntries: number): Promise<void> {
      const when = sql<string>`cast(${at.toISOString()} as ${timestamp})`;
      await db
        .insertInto('not_found_paths')
        .columns(['path', 'count', 'first_at', 'last_at'])
        .expression(
          db
            .selectNoFrom([
              sql<string>`cast(${path} as text)`.as('path'),
              sql<number>`1`.as('count'),
              when.as('first_at'),
              when.as('last_at'),
            ])
            .where((w) =>
              w.and([
                w.not(
                  w.exists(
                    w
                      .selectFrom('redirects')
                      .select(sql`1`.as('one'))
                      .where('from_path', '=', path),
                  ),
                ),
                w.or([
                  w(
                    w.selectFrom('not_found_paths').select((s) => s.fn.countAll().as('kept')),
                    '<',
                    maxEntries,
                  ),
                  w.exists(
                    w
                      .selectFrom('not_found_paths')
                      .select(sql`1`.as('one'))
                      .where('path', '=', path),
                  ),
                ]),
              ]),
            ),
        )
        .onConflict((oc) =>
          oc.column('path').doUpdateSet({
            count: sql`not_found_paths.count + 1`,
            last_at: sql`excluded.last_at`,
          }),
        )
        .execute();
    },

    /** Keeps the `keep` most recently seen paths; the others go. */
    async trim(keep: number): Promise<void> {
      const last = await db
        .selectFrom('not_found_paths')
        .select(['last_at', 'path'])
        .orderBy('last_at', 'desc')
        .orderBy('path', 'desc')
        .limit(1)
        .offset(keep)
        .executeTakeFirst();
      if (!last) return;
      await db
        .deleteFrom('not_found_paths')
        .where((eb) =>
          eb(eb.refTuple('last_at', 'path'), '<=', eb.tuple(toIso(last.last_at), last.path)),
        )
        .execute();
    },

    /** A page of the log, the most frequent or the latest seen first, and the paging facts. */
    async list({ sort, limit, cursor }: NotFoundListQuery) {
      const byCount = sort === 'count';
      let query = db
        .selectFrom('not_found_paths')
        .selectAll()
        .orderBy(byCount ? 'count' : 'last_at', 'desc')
        .orderBy('path', 'desc')
        .limit(limit + 1);
      if (cursor !== undefined && byCount) {
        const after = decodeCountCursor(cursor);
        query = query.where((eb) =>
          eb(eb.refTuple('count', 'path'), '<', eb.tuple(after.count, after.id)),
        );
      } else if (cursor !== undefined) {
        const after = decodeCursor(cursor);
        query = query.where((eb) =>
          eb(eb.refTuple('last_at', 'path'), '<', eb.tuple(after.at, after.id)),
        );
      }
      const [rows, counted] = await Promise.all([
        query.execute(),
        db
          .selectFrom('not_found_paths')
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const items = rows.slice(0, limit).map(toEntry);
      const last = rows.length > limit ? items.at(-1) : undefined;
      const nextCursor = !last
        ? null
        : byCount
          ? encodeCountCursor({ count: last.count, id: last.path })
          : encodeCursor({ at: last.lastAt, id: last.path });
      return { items, total: Number(counted.total), nextCursor };
    },

    /** Takes an address out of the log (an editor dealt with it); the entry it had, if any. */
    async remove(path: string): Promise<NotFoundEntry | undefined> {
      const row = await db
        .deleteFrom('not_found_paths')
        .where('path', '=', path)
        .returningAll()
        .executeTakeFirst();
      return row ? toEntry(row) : undefined;
    },
  };
}

export type NotFoundRepository = ReturnType<typeof notFoundRepository>;
