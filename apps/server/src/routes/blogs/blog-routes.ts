import type { FastifyInstance } from 'fastify';
import {
  adminBlogListQuerySchema,
  blogIdParamsSchema,
  blogInputSchema,
  blogListQuerySchema,
  blogSlugParamsSchema,
  companyDay,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { fileCache } from '../../lib/file-cache.ts';
import { parseInput } from '../../lib/validation.ts';
import { viewCounter } from '../../lib/view-counter.ts';
import { fileRoute } from '../../plugins/web-app-files.ts';
import { acceptMultipart } from '../../lib/read-multipart.ts';
import { nextLink, publicJsonFile } from './list-answer.ts';
import { readBlogForm } from './read-blog-form.ts';

export const BLOGS_TOPIC = 'blogs';

/** Memory for public list answers (a page of 12 items is about 10 KB with its brotli and gzip copies). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

export async function blogRoutes(app: FastifyInstance) {
  const views = viewCounter(app);
  // Each public answer is made once (query, JSON, compression) and kept until a post changes on any
  // instance (the change notifications). Searches are answered, not kept: any text can be searched.
  const answers = fileCache({ maxBytes: MAX_CACHED_BYTES });
  app.changes.subscribe(BLOGS_TOPIC, () => answers.clear());

  // Public: a page of published posts as list items, newest first, with the paging facts. Kept by
  // the URL as asked, so a repeat is answered before its query is read again.
  fileRoute(app, '/', (request) =>
    answers.fill(request.url, async () => {
      const query = parseInput(blogListQuerySchema, request.query);
      const { limit, cursor, page, q, category } = query;
      const offset = page === undefined ? undefined : (page - 1) * limit;
      const list = await app.repos.blogs.listPublished({ limit, cursor, offset, q, category });
      const file = await publicJsonFile(
        { success: true, data: list.items, total: list.total, nextCursor: list.nextCursor },
        nextLink(app.prefix, query, list.nextCursor),
      );
      return { file, keep: q === undefined };
    }),
  );

  fileRoute(app, '/categories', () =>
    answers.fill('categories', async () => ({
      file: await publicJsonFile({
        success: true,
        data: await app.repos.blogs.publishedCategories(),
      }),
      keep: true,
    })),
  );

  // Public: one published post, kept like the lists. A client's first read of the day counts a view
  // (view-counter.ts) and makes the answer again with the new count; a repeat is answered as kept.
  // Views counted by another instance show here once a post changes: no public page shows them.
  fileRoute(app, '/slug/:slug', async (request) => {
    const { slug } = parseInput(blogSlugParamsSchema, request.params);
    const key = `post:${slug}`;
    const answer = () =>
      answers.fill(key, async () => {
        const post = await app.repos.blogs.findPublishedBySlug(slug);
        if (!post) throw new HttpError(404, 'Blog post not found');
        return { file: await publicJsonFile({ success: true, data: post }), keep: true };
      });
    const file = await answer();
    if (!(await views.isFirstToday(slug, request.ip))) return file;
    await app.repos.blogs.addView(slug, companyDay());
    answers.delete(key);
    return answer();
  });

  // Admin: every post with its source content.
  await app.register(async (admin) => {
    await acceptMultipart(admin);
    // onRequest: the token is checked before a byte of the body is read or parsed.
    admin.addHook('onRequest', app.requireAdmin);
    // Cleared here before the answer leaves, so the admin's next public read sees the change; the
    // other instances clear theirs when the notification arrives.
    admin.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400)
        await app.changes.publish(BLOGS_TOPIC);
      return payload;
    });

    admin.get('/admin', async (request, reply) => {
      const query = parseInput(adminBlogListQuerySchema, request.query);
      const { items, total, nextCursor } = await app.repos.blogs.listAdmin(query);
      reply.header('Cache-Control', 'no-store');
      const link = nextLink(`${app.prefix}/admin`, query, nextCursor);
      if (link) reply.header('Link', link);
      return { success: true, data: items, total, nextCursor };
    });

    admin.post('/', async (request, reply) => {
      const input = parseInput(blogInputSchema, await readBlogForm(request));
      const post = await app.repos.blogs.create(input, null);
      return reply.status(201).send({ success: true, data: post });
    });

    admin.put('/:id', async (request) => {
      const { id } = parseInput(blogIdParamsSchema, request.params);
      if (!(await app.repos.blogs.findById(id))) {
        await readBlogForm(request);
        throw new HttpError(404, 'Blog post not found');
      }
      const input = parseInput(blogInputSchema, await readBlogForm(request));
      const post = await app.repos.blogs.update(id, input);
      if (!post) throw new HttpError(404, 'Blog post not found');
      return { success: true, data: post };
    });

    admin.delete('/:id', async (request) => {
      const { id } = parseInput(blogIdParamsSchema, request.params);
      if (!(await app.repos.blogs.remove(id))) throw new HttpError(404, 'Blog post not found');
      return { success: true, data: { id } };
    });
  });
}
