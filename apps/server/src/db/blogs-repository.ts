import { randomUUID } from 'node:crypto';
import type {
  ExpressionBuilder,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  Transaction,
} from 'kysely';
import { sql } from 'kysely';
import type {
  AdminBlogListQuery,
  BlogInput,
  BlogListItem,
  BlogPost,
  BlogRevision,
  BlogStatus,
  ListPage,
} from '@site/shared';
import { HttpError } from '../errors.ts';
import { readingTime } from '@site/shared/reading-time';
import { plainText, renderContent } from '../lib/render-content.ts';
import { slugify, uniqueSlug } from '../lib/slug.ts';
import { matchesSearch } from './blog-search.ts';
import { nowIso, toIso } from './database.ts';
import type { ListCursor } from './list-cursor.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import type { BlogPostRevisionsTable, BlogPostsTable, Database, Dialect } from './schema.ts';

/** A post's columns, without what only search reads. */
const POST_COLUMNS = [
  'id',
  'title',
  'slug',
  'content',
  'content_html',
  'excerpt',
  'category',
  'tags',
  'status',
  'featured_image',
  'featured_image_alt',
  'seo_title',
  'seo_description',
  'og_image',
  'author',
  'views',
  'reading_time',
  'created_at',
  'updated_at',
  'published_at',
  'publish_at',
  'owner_id',
  'content_format',
] as const;
/** What a list item shows: never the content, nor the workflow's own facts, nor what only the post's
 * page says to search engines. */
const NOT_IN_ITEMS = [
  'content',
  'content_html',
  'publish_at',
  'owner_id',
  'content_format',
  'seo_title',
  'seo_description',
  'og_image',
] as const;
const ITEM_COLUMNS = POST_COLUMNS.filter(
  (column): column is Exclude<(typeof POST_COLUMNS)[number], (typeof NOT_IN_ITEMS)[number]> =>
    !(NOT_IN_ITEMS as readonly string[]).includes(column),
);
/** docs/product.md §9: a card without an excerpt shows the first 150 characters of the text and '...'. */
const EXCERPT_FALLBACK_LENGTH = 150;

type Row = Pick<Selectable<BlogPostsTable>, (typeof POST_COLUMNS)[number]>;
type ItemRow = Pick<Row, (typeof ITEM_COLUMNS)[number]> & { text_start: string };

/** Who saved a post: the signed-in account, or null for the server's schedule. `seesAllPosts` is false
 * for someone who sees only their own posts (an author): a slug clash must not tell them of the others. */
export type PostActor = { id: string | null; email: string | null; seesAllPosts: boolean };

/** Rows become the API's post shape; `content` is the source (admin, with the workflow's facts) or the
 * rendered HTML (public). */
export function toBlogPost(row: Row, content: 'source' | 'html'): BlogPost {
  const post = {
    ...toListItem({ ...row, text_start: '' }),
    content: content === 'source' ? row.content : row.content_html,
    excerpt: row.excerpt,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    og_image: row.og_image,
  };
  if (content === 'html') return post;
  return {
    ...post,
    publishAt: toIso(row.publish_at),
    owner_id: row.owner_id,
    content_format: row.content_format === 'html' ? 'html' : 'markdown',
  };
}

function toListItem(row: ItemRow): BlogListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt?.trim() || `${row.text_start}...`,
    category: row.category,
    tags: parseTags(row.tags),
    status: row.status as BlogStatus,
    featured_image: row.featured_image,
    featured_image_alt: row.featured_image_alt,
    author: row.author,
    views: Number(row.views),
    reading_time: Number(row.reading_time),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    published_at: toIso(row.published_at),
  };
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Which posts a list holds: by status, category, owner and search words. */
type ListFilter = { status?: BlogStatus; category?: string; q?: string; ownerId?: string };
/** A page of a list: `limit` rows after `cursor` (keyset) or from `offset`; `limit` 0 counts only. */
type PageOf<Filter> = Filter & { limit: number; cursor?: string; offset?: number };
export type PublishedListQuery = PageOf<Omit<ListFilter, 'status'>>;
/** A page of a list and the paging facts (packages/shared/src/blog-list.ts). */
export type ListResult<Item> = ListPage & { items: Item[] };

/** Unique-constraint violations on either database. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Another instance on the same SQLite file holds the write lock (its snapshot moved on meanwhile). */
function isBusy(error: unknown): boolean {
  return String((error as { code?: string })?.code).startsWith('SQLITE_BUSY');
}

export function blogsRepository(db: Kysely<Database>, dialect: Dialect) {
  const matching =
    ({ status, category, q, ownerId }: ListFilter) =>
    (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
      eb.and([
        ...(status ? [eb('status', '=', status)] : []),
        ...(ownerId ? [eb('owner_id', '=', ownerId)] : []),
        ...(category ? [eb('category', '=', category)] : []),
        ...(q === undefined ? [] : [matchesSearch(dialect, q)]),
      ]);

  /** Rows after the cursor in the order (`sortedBy` desc, id desc). */
  const after =
    (sortedBy: 'published_at' | 'updated_at', { at, id }: ListCursor) =>
    (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
      eb(eb.refTuple(sortedBy, 'id'), '<', eb.tuple(at, id));

  /** The rows of a list in its order (`sortedBy` desc, id desc), after `from` when given. */
  const ordered = (
    sortedBy: 'published_at' | 'updated_at',
    filter: ListFilter,
    from: ListCursor | undefined,
  ) =>
    db
      .selectFrom('blog_posts')
      .where(matching(filter))
      .$if(from !== undefined, (query) => query.where(after(sortedBy, from!)))
      .orderBy(sortedBy, 'desc')
      .orderBy('id', 'desc');

  /** The place of the row before `offset`, read from the list's index alone (the rows skipped are not
   * read), so an offset page is a keyset page after it; null past the end. */
  async function placeBefore(
    sortedBy: 'published_at' | 'updated_at',
    filter: ListFilter,
    offset: number,
  ): Promise<ListCursor | null> {
    const row = await ordered(sortedBy, filter, undefined)
      .select((eb) => [eb.ref(sortedBy).as('at'), 'id'])
      .limit(1)
      .offset(offset - 1)
      .executeTakeFirst();
    return row ? { at: toIso(row.at) ?? '', id: row.id } : null;
  }

  async function count(filter: ListFilter): Promise<number> {
    const counted = (from: Kysely<Database>) =>
      from
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll().as('total'))
        .where(matching(filter))
        .executeTakeFirstOrThrow();
    if (filter.q === undefined || dialect !== 'postgres') return Number((await counted(db)).total);
    // PostgreSQL counts a common word's matches from the GIN index in milliseconds, but its planner,
    // which does not price reading each row's tsvector, would rather scan the table and match every
    // row (ten times slower at 10,000 posts): for this count it may not.
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return Number((await counted(trx)).total);
    });
  }

  /** One page of a list, newest `sortedBy` first, and its paging facts. It reads one row more than it
   * shows: that one says there is a next page. */
  async function page<R extends { id: string }>(
    sortedBy: 'published_at' | 'updated_at',
    { limit, cursor, offset, ...filter }: PageOf<ListFilter>,
    rowsOf: (query: SelectQueryBuilder<Database, 'blog_posts', object>) => Promise<R[]>,
    sortValue: (row: R) => Date | string | null,
  ): Promise<{ rows: R[]; total: number; nextCursor: string | null }> {
    const read = async () => {
      if (limit === 0) return [];
      const from = offset
        ? await placeBefore(sortedBy, filter, offset)
        : cursor === undefined
          ? undefined
          : decodeCursor(cursor);
      if (from === null) return [];
      return rowsOf(ordered(sortedBy, filter, from).limit(limit + 1));
    };
    const [rows, total] = await Promise.all([read(), count(filter)]);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return {
      rows: rows.slice(0, limit),
      total,
      nextCursor: last ? encodeCursor({ at: toIso(sortValue(last)) ?? '', id: last.id }) : null,
    };
  }

  async function takenSlugs(base: string, exceptId?: string): Promise<Set<string>> {
    let query = db
      .selectFrom('blog_posts')
      .select('slug')
      .where((eb) =>
        eb.or([eb('slug', '=', base), eb('slug', 'like', `${base.replace(/[%_]/g, '')}-%`)]),
      );
    if (exceptId) query = query.where('id', '!=', exceptId);
    return new Set((await query.execute()).map((r) => r.slug));
  }

  /** A slug typed by someone who sees every post must be free (409); one typed by someone who does
   * not, like a slug made from the title, gets -2, -3… on a clash, so the answer is the same whether or
   * not the clash is with a post they cannot see. */
  async function chooseSlug(
    input: BlogInput,
    actor: PostActor | null,
    exceptId?: string,
    current?: string,
  ): Promise<string> {
    if (input.slug) {
      const wanted = slugify(input.slug);
      if (wanted === current) return wanted;
      const taken = await takenSlugs(wanted, exceptId);
      if (actor && !actor.seesAllPosts) return uniqueSlug(wanted, taken);
      if (taken.has(wanted))
        throw new HttpError(409, `slug "${wanted}" is already used by another post`, {
          fields: { slug: ['already in use'] },
        });
      return wanted;
    }
    if (current) return current;
    const base = slugify(input.title);
    return uniqueSlug(base, await takenSlugs(base, exceptId));
  }

  /** The post a save wrote (`row`), with its revision kept (who, when, the whole post) in the
   * transaction of the save, so a save never lands without its revision. */
  async function withRevision(
    trx: Transaction<Database>,
    row: Row,
    actor: PostActor | null,
  ): Promise<BlogPost> {
    const post = toBlogPost(row, 'source');
    await trx
      .insertInto('blog_post_revisions')
      .values({
        id: randomUUID(),
        post_id: post.id,
        at: new Date().toISOString(),
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        post: JSON.stringify(post),
      })
      .execute();
    return post;
  }

  function derived(input: BlogInput) {
    const format = input.content_format ?? 'markdown';
    const contentHtml = renderContent(input.content, format);
    return {
      title: input.title,
      content: input.content,
      content_format: format,
      content_html: contentHtml,
      search_text: plainText(contentHtml),
      excerpt: input.excerpt ?? null,
      category: input.category ?? null,
      tags: JSON.stringify(input.tags ?? []),
      status: input.status ?? 'draft',
      publish_at: input.status === 'scheduled' ? (input.publishAt ?? null) : null,
      featured_image: input.featured_image ?? null,
      featured_image_alt: input.featured_image_alt ?? null,
      seo_title: input.seo_title ?? null,
      seo_description: input.seo_description ?? null,
      og_image: input.og_image ?? null,
      reading_time: readingTime(contentHtml),
    };
  }

  /** Retries once when a concurrent writer took the same generated slug. */
  async function withSlugRetry<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return attempt();
    }
  }

  return {
    /** A page of published posts as list items, newest first: what `GET /api/blogs` and the blog's
     * crawlable pages show. */
    async listPublished(query: PublishedListQuery): Promise<ListResult<BlogListItem>> {
      const { rows, total, nextCursor } = await page(
        'published_at',
        { ...query, status: 'published' },
        (select) =>
          select
            .select(ITEM_COLUMNS)
            .select(
              sql<string>`substr(search_text, 1, ${EXCERPT_FALLBACK_LENGTH})`.as('text_start'),
            )
            .execute(),
        (row) => row.published_at,
      );
      return { items: rows.map(toListItem), total, nextCursor };
    },

    /** A page of every post (or of `ownerId`'s) with its source, most recently updated first: the
     * portal's list. */
    async listAdmin(
      query: AdminBlogListQuery & { ownerId?: string },
    ): Promise<ListResult<BlogPost>> {
      const { rows, total, nextCursor } = await page(
        'updated_at',
        query,
        (select) => select.select(POST_COLUMNS).execute(),
        (row) => row.updated_at,
      );
      return { items: rows.map((row) => toBlogPost(row, 'source')), total, nextCursor };
    },

    /** The categories of published posts, the most recently used first. */
    async publishedCategories(): Promise<string[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .select((eb) => ['category', eb.fn.max('published_at').as('last')])
        .where('status', '=', 'published')
        .where('category', 'is not', null)
        .where('category', '<>', '')
        .groupBy('category')
        .orderBy('last', 'desc')
        .orderBy('category')
        .execute();
      return rows.map((row) => row.category!);
    },

    /** The latest published posts, whole (content as HTML): the feed's. */
    async latestPublished(limit: number): Promise<BlogPost[]> {
      const rows = await ordered('published_at', { status: 'published' }, undefined)
        .select(POST_COLUMNS)
        .limit(limit)
        .execute();
      return rows.map((row) => toBlogPost(row, 'html'));
    },

    /** Every published post's slug and update time, newest first, `chunk` rows per query: the
     * sitemap's, read without holding them all. */
    async *publishedSlugs(chunk = 1_000): AsyncGenerator<{ slug: string; updatedAt: string }[]> {
      let from: ListCursor | undefined;
      for (;;) {
        const rows = await ordered('published_at', { status: 'published' }, from)
          .select(['id', 'slug', 'updated_at', 'published_at'])
          .limit(chunk)
          .execute();
        if (rows.length > 0)
          yield rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updated_at) }));
        const last = rows.at(-1);
        if (!last || rows.length < chunk) return;
        from = { at: toIso(last.published_at) ?? '', id: last.id };
      }
    },

    async findPublishedBySlug(slug: string): Promise<BlogPost | undefined> {
      const row = await db
        .selectFrom('blog_posts')
        .select(POST_COLUMNS)
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return row ? toBlogPost(row, 'html') : undefined;
    },

    /** Adds one view to the published post with this slug, and to the views of `day` (the company's
     * calendar), which the portal's chart counts by week. */
    async addView(slug: string, day: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const [counted] = await trx
          .updateTable('blog_posts')
          .set({ views: sql`views + 1` })
          .where('slug', '=', slug)
          .where('status', '=', 'published')
          .execute();
        if (!counted || Number(counted.numUpdatedRows) === 0) return;
        await trx
          .insertInto('post_view_days')
          .values({ day, views: 1 })
          .onConflict((oc) =>
            oc.column('day').doUpdateSet({ views: sql`post_view_days.views + 1` }),
          )
          .execute();
      });
    },

    async findById(id: string) {
      return db
        .selectFrom('blog_posts')
        .select([...POST_COLUMNS, 'preview_links_since'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The post's preview links made at or before `at` no longer open. */
    async revokePreviewLinks(id: string, at: Date): Promise<void> {
      await db
        .updateTable('blog_posts')
        .set({ preview_links_since: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async create(
      input: BlogInput,
      author: string | null,
      actor: PostActor | null = null,
    ): Promise<BlogPost> {
      return withSlugRetry(async () => {
        const now = nowIso();
        const values = derived(input);
        const slug = await chooseSlug(input, actor);
        return db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('blog_posts')
            .values({
              id: randomUUID(),
              ...values,
              slug,
              author: input.author ?? author,
              owner_id: actor?.id ?? null,
              created_at: now,
              updated_at: now,
              published_at: values.status === 'published' ? now : null,
            })
            .returning(POST_COLUMNS)
            .executeTakeFirstOrThrow();
          return withRevision(trx, row, actor);
        });
      });
    },

    /** Replaces the form fields of a post; slug and author stay unless given. */
    async update(
      id: string,
      input: BlogInput,
      actor: PostActor | null = null,
    ): Promise<BlogPost | undefined> {
      const existing = await this.findById(id);
      if (!existing) return undefined;
      return withSlugRetry(async () => {
        const now = nowIso();
        const values = derived(input);
        const slug = await chooseSlug(input, actor, id, existing.slug);
        return db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('blog_posts')
            .set({
              ...values,
              slug,
              author: input.author ?? existing.author,
              updated_at: now,
              published_at:
                toIso(existing.published_at) ?? (values.status === 'published' ? now : null),
            })
            .where('id', '=', id)
            .returning(POST_COLUMNS)
            .executeTakeFirst();
          return row && withRevision(trx, row, actor);
        });
      });
    },

    /** Publishes the scheduled posts whose time has come, each by one conditional update: when several
     * instances run this at once, each post is published (and answered) by exactly one of them. */
    async publishDue(now: Date): Promise<BlogPost[]> {
      const due = await db
        .selectFrom('blog_posts')
        .select(['id', 'publish_at'])
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', now.toISOString())
        .orderBy('publish_at')
        .limit(100)
        .execute();
      const published: BlogPost[] = [];
      for (const { id, publish_at } of due) {
        const at = toIso(publish_at) ?? now.toISOString();
        // Another instance writing now is publishing it, or the next round will.
        const post = await db
          .transaction()
          .execute(async (trx) => {
            const row = await trx
              .updateTable('blog_posts')
              .set({
                status: 'published',
                published_at: at,
                updated_at: now.toISOString(),
                publish_at: null,
              })
              .where('id', '=', id)
              .where('status', '=', 'scheduled')
              .where('publish_at', '<=', now.toISOString())
              .returning(POST_COLUMNS)
              .executeTakeFirst();
            return row && withRevision(trx, row, null);
          })
          .catch((error: unknown) => {
            if (isBusy(error)) return undefined;
            throw error;
          });
        if (post) published.push(post);
      }
      return published;
    },

    /** How many scheduled posts were due before `before` and are still not published (for /metrics:
     * the schedule should have published them by now). */
    async countScheduledDueBefore(before: Date): Promise<number> {
      const row = await db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll().as('overdue'))
        .where('status', '=', 'scheduled')
        .where('publish_at', '<', before.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.overdue);
    },

    /** A post's revisions, newest first (the latest `limit`). */
    async revisions(postId: string, limit = 100) {
      const rows = await db
        .selectFrom('blog_post_revisions')
        .selectAll()
        .where('post_id', '=', postId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRevision);
    },

    async findRevision(postId: string, revisionId: string) {
      const row = await db
        .selectFrom('blog_post_revisions')
        .selectAll()
        .where('post_id', '=', postId)
        .where('id', '=', revisionId)
        .executeTakeFirst();
      return row ? toRevision(row) : undefined;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
      await db.deleteFrom('blog_post_revisions').where('post_id', '=', id).execute();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

function toRevision(row: Selectable<BlogPostRevisionsTable>): BlogRevision {
  return {
    id: row.id,
    at: toIso(row.at),
    actor: { id: row.actor_id, email: row.actor_email },
    post: JSON.parse(row.post) as BlogPost,
  };
}

export type BlogsRepository = ReturnType<typeof blogsRepository>;
