import type { LibraryUpload, UploadKind, UploadListQuery } from '@site/shared';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import { nowIso, toIso } from './database.ts';
import type { Database, Dialect, UploadsTable } from './schema.ts';
import { usesOf } from './upload-usage.ts';

type Row = Selectable<UploadsTable>;

/** An upload to record: what the route stored (or the import found). */
export type NewUpload = {
  name: string;
  kind: UploadKind;
  url: string;
  variants: { width: number; url: string }[];
  bytes: number;
  width: number | null;
  height: number | null;
  /** The account that uploaded it; null for an upload found in the storage (decision 071). */
  uploadedBy: { id: string; email: string } | null;
  /** When it was stored (now, unless the import knows better). */
  createdAt?: string;
};

/** Whether an upload was recorded, or the account's use when it would have gone over the quota. */
export type Admission = { admitted: true } | { admitted: false; used: number };

const toEntry = (row: Row): Omit<LibraryUpload, 'usedBy'> => ({
  name: row.name,
  url: row.url,
  kind: row.kind as UploadKind,
  size: Number(row.bytes),
  width: row.width,
  height: row.height,
  variants: JSON.parse(row.variants) as LibraryUpload['variants'],
  alt: row.alt,
  uploadedBy: row.uploaded_by
    ? { id: row.uploaded_by, name: row.uploaded_by_email ?? 'a removed account' }
    : null,
  createdAt: toIso(row.created_at),
});

const toRow = (upload: NewUpload) => ({
  name: upload.name,
  kind: upload.kind,
  url: upload.url,
  variants: JSON.stringify(upload.variants),
  bytes: upload.bytes,
  width: upload.width,
  height: upload.height,
  uploaded_by: upload.uploadedBy?.id ?? null,
  uploaded_by_email: upload.uploadedBy?.email ?? null,
  created_at: upload.createdAt ?? nowIso(),
});

/** `%text%` for LIKE, its own `%`, `_` and `\` matched as themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The media library (migration 019, decision 071): one row per upload, and what uses it. */
export function uploadsRepository(db: Kysely<Database>, dialect: Dialect) {
  const withUses = async (rows: Row[]): Promise<LibraryUpload[]> => {
    const uses = await usesOf(
      db,
      rows.map((row) => row.name),
    );
    return rows.map((row) => ({ ...toEntry(row), usedBy: uses.get(row.name) ?? [] }));
  };

  return {
    /** Records an upload of an account unless it would take the account's uploads over
     * `quotaBytes`; then nothing is recorded and the answer says what the account uses. An account's
     * uploads are admitted one at a time (PostgreSQL: its `users` row held FOR UPDATE; SQLite: one
     * writer), so two at once cannot both slip under the quota. */
    async admit(
      upload: NewUpload & { uploadedBy: { id: string; email: string } },
      quotaBytes: number,
    ) {
      return db.transaction().execute(async (trx): Promise<Admission> => {
        if (dialect === 'postgres')
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', upload.uploadedBy.id)
            .forUpdate()
            .execute();
        const { used } = await trx
          .selectFrom('uploads')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('used'))
          .where('uploaded_by', '=', upload.uploadedBy.id)
          .executeTakeFirstOrThrow();
        if (Number(used) + upload.bytes > quotaBytes)
          return { admitted: false, used: Number(used) };
        await trx.insertInto('uploads').values(toRow(upload)).execute();
        return { admitted: true };
      });
    },

    /** Records uploads found in the storage; one already recorded is left as it is. */
    async importFound(uploads: NewUpload[]): Promise<number> {
      let added = 0;
      for (const upload of uploads) {
        const result = await db
          .insertInto('uploads')
          .values(toRow(upload))
          .onConflict((oc) => oc.column('name').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /** A page of the library, newest first (keyset paging on the time and the name). */
    async list(filter: UploadListQuery) {
      let matching = db.selectFrom('uploads');
      if (filter.kind) matching = matching.where('kind', '=', filter.kind);
      if (filter.q) {
        const pattern = containing(filter.q);
        matching = matching.where(
          (eb) =>
            sql<boolean>`(lower(${eb.ref('name')}) like ${pattern} escape '\\' or lower(${eb.ref('alt')}) like ${pattern} escape '\\')`,
        );
      }
      let query = matching.selectAll();
      if (filter.cursor) {
        const after = decodeCursor(filter.cursor);
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.at),
            eb.and([eb('created_at', '=', after.at), eb('name', '<', after.id)]),
          ]),
        );
      }
      const [rows, counted] = await Promise.all([
        query
          .orderBy('created_at', 'desc')
          .orderBy('name', 'desc')
          .limit(filter.limit + 1)
          .execute(),
        matching
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const page = rows.slice(0, filter.limit);
      const last = rows.length > filter.limit ? page.at(-1) : undefined;
      return {
        entries: await withUses(page),
        total: Number(counted.n),
        nextCursor: last ? encodeCursor({ at: toIso(last.created_at), id: last.name }) : null,
      };
    },

    /** One upload with what uses it; undefined when there is none of that name. */
    async find(name: string): Promise<LibraryUpload | undefined> {
      const row = await db
        .selectFrom('uploads')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? (await withUses([row]))[0] : undefined;
    },

    async setAlt(name: string, alt: string): Promise<void> {
      await db.updateTable('uploads').set({ alt }).where('name', '=', name).execute();
    },

    /** Removes an upload's record (its files are the caller's). */
    async forget(name: string): Promise<void> {
      await db.deleteFrom('uploads').where('name', '=', name).execute();
    },
  };
}
