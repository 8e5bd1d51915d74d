import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { BlogInput, BlogPost, BlogStatus } from '@site/shared';
import { HttpError } from '../errors.ts';
import { readingTime } from '../lib/reading-time.ts';
import { renderContent } from '../lib/render-content.ts';
import { slugify, uniqueSlug } from '../lib/slug.ts';
import { nowIso, toIso } from './database.ts';
import type { BlogPostsTable, Database } from './schema.ts';

type Row = Selectable<BlogPostsTable>;

/** Rows become the API's post shape; `content` is the source (admin) or the rendered HTML (public). */
export function toBlogPost(row: Row, content: 'source' | 'html'): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: content === 'source' ? row.content : row.content_html,
    excerpt: row.excerpt,
    category: row.category,
    tags: parseTags(row.tags),
    status: row.status as BlogStatus,
    featured_image: row.featured_image,
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

/** Unique-constraint violations on either database. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function blogsRepository(db: Kysely<Database>) {
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

  /** A slug the admin typed must be free (409); a slug made from the title gets -2, -3… on a clash. */
  async function chooseSlug(
    input: BlogInput,
    exceptId?: string,
    current?: string,
  ): Promise<string> {
    if (input.slug) {
      const wanted = slugify(input.slug);
      if (wanted === current) return wanted;
      const taken = await takenSlugs(wanted, exceptId);
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

  function derived(input: BlogInput) {
    const contentHtml = renderContent(input.content);
    return {
      title: input.title,
      content: input.content,
      content_html: contentHtml,
      excerpt: input.excerpt ?? null,
      category: input.category ?? null,
      tags: JSON.stringify(input.tags ?? []),
      status: input.status ?? 'draft',
      featured_image: input.featured_image ?? null,
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
    async listPublished(): Promise<BlogPost[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .selectAll()
        .where('status', '=', 'published')
        .orderBy('published_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => toBlogPost(row, 'html'));
    },

    async listAll(): Promise<BlogPost[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => toBlogPost(row, 'source'));
    },

    async findPublishedBySlug(slug: string): Promise<BlogPost | undefined> {
      const row = await db
        .selectFrom('blog_posts')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return row ? toBlogPost(row, 'html') : undefined;
    },

    /** Adds one view and answers the new count. */
    async addView(id: string): Promise<number | undefined> {
      const row = await db
        .updateTable('blog_posts')
        .set({ views: sql`views + 1` })
        .where('id', '=', id)
        .returning('views')
        .executeTakeFirst();
      return row ? Number(row.views) : undefined;
    },

    async findById(id: string) {
      return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(input: BlogInput, author: string | null): Promise<BlogPost> {
      return withSlugRetry(async () => {
        const now = nowIso();
        const values = derived(input);
        const row = await db
          .insertInto('blog_posts')
          .values({
            id: randomUUID(),
            ...values,
            slug: await chooseSlug(input),
            author: input.author ?? author,
            created_at: now,
            updated_at: now,
            published_at: values.status === 'published' ? now : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toBlogPost(row, 'source');
      });
    },

    /** Replaces the form fields of a post; slug and author stay unless given. */
    async update(id: string, input: BlogInput): Promise<BlogPost | undefined> {
      const existing = await this.findById(id);
      if (!existing) return undefined;
      return withSlugRetry(async () => {
        const now = nowIso();
        const values = derived(input);
        const row = await db
          .updateTable('blog_posts')
          .set({
            ...values,
            slug: await chooseSlug(input, id, existing.slug),
            author: input.author ?? existing.author,
            updated_at: now,
            published_at:
              toIso(existing.published_at) ?? (values.status === 'published' ? now : null),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        return row ? toBlogPost(row, 'source') : undefined;
      });
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type BlogsRepository = ReturnType<typeof blogsRepository>;
