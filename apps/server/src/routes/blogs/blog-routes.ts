import type { FastifyInstance } from 'fastify';
import { blogIdParamsSchema, blogInputSchema, blogSlugParamsSchema } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { viewCounter } from '../../lib/view-counter.ts';
import { fileRoute } from '../../plugins/web-app-files.ts';
import { publicListCache } from './public-list-cache.ts';
import { acceptMultipart } from '../../lib/read-multipart.ts';
import { readBlogForm } from './read-blog-form.ts';

export const BLOGS_TOPIC = 'blogs';

export async function blogRoutes(app: FastifyInstance) {
  const publicList = publicListCache(() => app.repos.blogs.listPublished());
  const views = viewCounter(app);
  app.changes.subscribe(BLOGS_TOPIC, () => publicList.clear());

  // Public: published posts only, content rendered and sanitized, answered from the cache's bytes.
  fileRoute(app, '/', () => publicList.get());

  app.get('/slug/:slug', async (request) => {
    const { slug } = parseInput(blogSlugParamsSchema, request.params);
    const post = await app.repos.blogs.findPublishedBySlug(slug);
    if (!post) throw new HttpError(404, 'Blog post not found');
    if (await views.isFirstToday(post.id, request.ip))
      post.views = (await app.repos.blogs.addView(post.id)) ?? post.views;
    return { success: true, data: post };
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

    admin.get('/admin', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true, data: await app.repos.blogs.listAll() };
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
