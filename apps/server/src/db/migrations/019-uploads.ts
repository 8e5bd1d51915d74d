import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** The media library (issue 48, decision 071): `uploads` records every upload, by the stored file
 * its address names (an image's widest width; its other widths in `variants`), with what it takes in
 * storage, who uploaded it and its default alt text. Uploads made before it are imported from the
 * folder or the bucket once, at the next start (storage/import-uploads.ts). */
export function uploadsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('image', 'document', 'video')`),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('uploaded_by', 'text')
        .addColumn('uploaded_by_email', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('uploads_created_at_idx')
        .on('uploads')
        .columns(['created_at', 'name'])
        .execute();
      await db.schema
        .createIndex('uploads_uploaded_by_idx')
        .on('uploads')
        .column('uploaded_by')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('uploads').execute();
    },
  };
}
