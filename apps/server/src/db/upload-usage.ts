import type { ContentTypeName, UploadUse } from '@site/shared';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { BlogPostsTable, Database } from './schema.ts';

/** The columns of a post that may name an upload: its text (the source the editor saves), its
 * featured image and its link card's picture. A new column that holds an upload's address is one
 * more entry here. */
export const POST_COLUMNS_NAMING_UPLOADS = [
  'content',
  'featured_image',
  'og_image',
] as const satisfies readonly (keyof BlogPostsTable)[];

/** An upload's files all start with its 32 random hex digits (`<stem>-480.webp`, `<stem>.pdf`):
 * wherever one of its widths is named, the stem is. */
export const uploadStem = (name: string) => name.slice(0, 32);

/** Any of `columns` contains any of `stems`. The stems are hex digits only: nothing to escape. */
function mentionsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  stems: readonly string[],
): Expression<SqlBool> {
  return eb.or(
    columns.flatMap((column) =>
      stems.map((stem) => sql<SqlBool>`${sql.ref(column)} like ${`%${stem}%`}`),
    ),
  );
}

/** What names each of these uploads (by name): the posts whose text or images mention one of its
 * files, and the content items whose fields do. Two queries, whatever the number of uploads. */
export async function usesOf(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Map<string, UploadUse[]>> {
  const uses = new Map<string, UploadUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  const stems = [...new Set(names.map(uploadStem))];
  const [posts, items] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .select(['id', 'title', ...POST_COLUMNS_NAMING_UPLOADS])
      .where((eb) => mentionsAny(eb, POST_COLUMNS_NAMING_UPLOADS, stems))
      .orderBy('title')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('content_items')
      .select(['type', 'id', 'data'])
      .where((eb) => mentionsAny(eb, ['data'], stems))
      .orderBy('type')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  for (const [name, found] of uses) {
    const stem = uploadStem(name);
    for (const post of posts)
      if (POST_COLUMNS_NAMING_UPLOADS.some((column) => post[column]?.includes(stem)))
        found.push({ type: 'post', id: post.id, title: post.title });
    for (const item of items)
      if (item.data.includes(stem))
        found.push({ type: item.type as ContentTypeName, id: item.id, title: titleOf(item.data) });
  }
  return uses;
}

function titleOf(data: string): string {
  try {
    const title: unknown = (JSON.parse(data) as { title?: unknown }).title;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
}
