import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { blogIdParamsSchema, blogInputSchema, blogSlugParamsSchema } from '@site/shared';
import { HttpError } from '../../errors.ts';
import type { ContentEncoding } from '../../lib/content-negotiation.ts';
import { etagMatches, negotiateEncoding } from '../../lib/content-negotiation.ts';
import { parseInput } from '../../lib/validation.ts';
import { viewCounter } from '../../lib/view-counter.ts';
import type { PublicListEntry } from './public-list-cache.ts';
import { encodedBody, publicListCache } from './public-list-cache.ts';
import { acceptMultipart } from '../../lib/read-multipart.ts';
import { readBlogForm } from './read-blog-form.ts';

const LIST_ENCODINGS: ContentEncoding[] = ['br', 'gzip', 'identity'];

export const BLOGS_TOPIC = 'blogs';

export async function blogRoutes(app: FastifyInstance) {
  const publicList = publicListCache(() => app.repos.blogs.listPublished());
  const views = viewCounter(app);
  app.changes.subscribe(BLOGS_TOPIC, () => publicList.clear());

  // Public: published posts only, content rendered and sanitized. Answered from the cache's bytes: no
  // serialization, and no compression per request (the compressed body is made once per fill).
  const answerList = (request: FastifyRequest, reply: FastifyReply, entry: PublicListEntry) => {
    reply.header('Cache-Control', 'public, max-age=0, must-revalidate').header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding'], LIST_ENCODINGS);
    if (encoding === 'identity') return reply.send(entry.body);
    return encodedBody(entry, encoding).then((body) => reply.header('Content-Encoding', encoding).send(body));
  };
  app.get('/', { compress: false }, (request, reply) => {
    const entry = publicList.current();
    return entry ? answerList(request, reply, entry) : publicList.get().then((filled) => answerList(request, reply, filled));
  });

  app.get('/slug/:slug', async (request) => {
    const { slug } = parseInput(blogSlugParamsSchema, request.params);
    const post = await app.repos.blogs.findPublishedBySlug(slug);
    if (!post) throw new HttpError(404, 'Blog post not found');
    if (await views.isFirstToday(post.id, request.ip)) post.views = (await app.repos.blogs.addView(post.id)) ?? post.views;
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
      if (request.method !== 'GET' && reply.statusCode < 400) await app.changes.publish(BLOGS_TOPIC);
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
