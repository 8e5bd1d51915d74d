import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlogListQuerySchema,
  adminBlogListResponseSchema,
  blogCategoriesResponseSchema,
  blogIdParamsSchema,
  blogInputSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostSchema,
  blogPreviewLinkResponseSchema,
  blogPreviewRevokeResponseSchema,
  blogRevisionParamsSchema,
  blogRevisionsResponseSchema,
  blogSlugParamsSchema,
  companyDay,
  previewTokenParamsSchema,
  PREVIEW_LINK_EXPIRED,
  PREVIEW_LINK_INVALID,
  removedSchema,
  REVISION_NOT_FOUND,
  successEnvelope,
} from '@site/shared';
import type { BlogInput, BlogPost } from '@site/shared';
import { blogSlugIn, paths } from '@site/shared/site-routes';
import { HttpError, Moved } from '../../errors.ts';
import { ok, textAnswer } from '../../lib/answer.ts';
import { fileCache } from '../../lib/file-cache.ts';
import { bodyReadByHandler, parseInput } from '../../lib/validation.ts';
import { viewCounter } from '../../lib/view-counter.ts';
import { fileRoute } from '../../plugins/web-app-files.ts';
import { acceptMultipart } from '../../lib/read-multipart.ts';
import { nextLink, publicJsonFile } from './list-answer.ts';
import { toBlogPost, type PostActor } from '../../db/blogs-repository.ts';
import { readBlogForm } from './read-blog-form.ts';
import { mailReviewRequest, type AccountMailSettings } from '../../lib/account-mail.ts';
import { vettedOrigin } from '../../lib/public-origin.ts';
import {
  checkMayDelete,
  checkMayEdit,
  checkMayRead,
  checkPublicImages,
  checkSchedule,
  checkStatusAllowed,
  onAllPosts,
  workflowAction,
} from './post-permissions.ts';
import { isRevoked, madeAfterRevoke, previewLinks } from './preview-links.ts';
import { previewErrorPage, previewPage } from './preview-page.ts';

const NOT_FOUND = 'Blog post not found';

/** An answer that is one post. */
const postAnswer = successEnvelope(blogPostSchema);

export const BLOGS_TOPIC = 'blogs';

/** Memory for public list answers (a page of 12 items is about 10 KB with its brotli and gzip copies). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

export const blogRoutes: FastifyPluginAsyncZod<AccountMailSettings> = async (app, options) => {
  const views = viewCounter(app);
  // Each public answer is made once (query, JSON, compression) and kept until a post changes on any
  // instance (the change notifications). Searches are answered, not kept: any text can be searched.
  const answers = fileCache({ maxBytes: MAX_CACHED_BYTES });
  app.changes.subscribe(BLOGS_TOPIC, () => answers.clear());

  // Public: a page of published posts as list items, newest first, with the paging facts. Kept by
  // the URL as asked, so a repeat is answered before its query is read again.
  const publishedPage = {
    summary: 'A page of published posts, newest first (search with q, filter by category)',
    querystring: blogListQuerySchema,
    response: { 200: blogListResponseSchema },
  };
  fileRoute(app, '/', publishedPage, (request) =>
    answers.fill(request.url, async () => {
      const query = request.query;
      const { limit, cursor, page, q, category } = query;
      const offset = page === undefined ? undefined : (page - 1) * limit;
      const list = await app.repos.blogs.listPublished({ limit, cursor, offset, q, category });
      const file = await publicJsonFile(
        { ...ok(list.items), total: list.total, nextCursor: list.nextCursor },
        nextLink(app.prefix, query, list.nextCursor),
      );
      return { file, keep: q === undefined };
    }),
  );

  const categories = {
    summary: 'The categories of published posts, most recently used first',
    response: { 200: blogCategoriesResponseSchema },
  };
  fileRoute(app, '/categories', categories, () =>
    answers.fill('categories', async () => ({
      file: await publicJsonFile(ok(await app.repos.blogs.publishedCategories())),
      keep: true,
    })),
  );

  // Public: one published post, kept like the lists. A client's first read of the day counts a view
  // (view-counter.ts) and makes the answer again with the new count; a repeat is answered as kept.
  // Views counted by another instance show here once a post changes: no public page shows them.
  const bySlug = {
    summary: 'One published post, its content as sanitized HTML (counts a view)',
    params: blogSlugParamsSchema,
    response: { 200: postAnswer },
  };
  fileRoute(app, '/slug/:slug', bySlug, async (request) => {
    const { slug } = request.params;
    const key = `post:${slug}`;
    const answer = () =>
      answers.fill(key, async () => {
        const post = await app.repos.blogs.findPublishedBySlug(slug);
        if (!post) throw new HttpError(404, 'Blog post not found');
        return { file: await publicJsonFile(ok(post)), keep: true };
      });
    const file = await answer().catch(async (error: unknown) => {
      // A post whose slug changed answers at its old one with the new one's address (issue 48).
      if (error instanceof HttpError && error.statusCode === 404) {
        const moved = await app.repos.redirects.find(paths.blogPost(slug));
        const to = moved && blogSlugIn(moved.to);
        if (to) throw new Moved(`${app.prefix}/slug/${encodeURIComponent(to)}`, moved.status);
      }
      throw error;
    });
    if (!(await views.isFirstToday(slug, request.ip))) return file;
    await app.repos.blogs.addView(slug, companyDay());
    answers.delete(key);
    return answer();
  });

  const previews = previewLinks(app);

  // Scheduled posts are published by whichever instance's housekeeping finds them due first (one
  // conditional update each); the change notification brings every instance's caches along.
  app.housekeeping.add({
    name: 'publish scheduled posts',
    run: async (now) => {
      const published = await app.repos.blogs.publishDue(now);
      for (const post of published)
        await app.repos.audit.add({
          actorId: null,
          actorEmail: null,
          action: 'post.publish-scheduled',
          target: post.id,
          details: { title: post.title },
          at: now,
        });
      if (published.length > 0) await app.changes.publish(BLOGS_TOPIC);
    },
  });

  // Public: a signed preview link shows a post that is not published yet, as it will look. Never
  // indexed, never kept.
  const preview = {
    summary: 'A post that is not published yet, as a page, by a signed preview link',
    params: previewTokenParamsSchema,
    response: {
      200: textAnswer('text/html', 'The post'),
      404: textAnswer('text/html', 'The link is not valid, or the post is gone'),
      410: textAnswer('text/html', 'The link has expired'),
    },
  };
  app.get('/preview/:token', { schema: preview }, async (request, reply) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8');
    const { token } = request.params;
    const invalid = () => reply.status(404).send(previewErrorPage(PREVIEW_LINK_INVALID));
    const checked = await previews.check(token);
    if (!checked.ok)
      return checked.reason === 'expired'
        ? reply.status(410).send(previewErrorPage(PREVIEW_LINK_EXPIRED))
        : invalid();
    const row = await app.repos.blogs.findById(checked.postId);
    if (!row) return reply.status(404).send(previewErrorPage(NOT_FOUND));
    // A revoked link answers as one that never was.
    if (isRevoked(checked.madeAt, row.preview_links_since)) return invalid();
    return reply.send(previewPage(toBlogPost(row, 'html')));
  });

  // Admin: every post with its source content.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
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

    /** The post of `:id` (404), and the signed-in person. */
    const postOf = async (request: FastifyRequest, id: string) => {
      const row = await app.repos.blogs.findById(id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { row, who: request.admin! };
    };
    const actorOf = (request: FastifyRequest): PostActor => ({
      id: request.admin!.id,
      email: request.admin!.email,
      seesAllPosts: onAllPosts(request.admin!, 'read'),
    });
    const auditSave = async (
      request: FastifyRequest,
      post: BlogPost,
      from: string | null,
      fallback: 'post.create' | 'post.update' | 'post.restore-revision',
      details: Record<string, unknown> = {},
    ) => {
      const step = workflowAction(from, post.status);
      const info = { title: post.title, status: post.status, ...details };
      if (fallback !== 'post.update' || !step) await app.audit(request, fallback, post.id, info);
      if (step && fallback !== 'post.restore-revision')
        await app.audit(request, step, post.id, {
          ...info,
          ...(post.publishAt ? { publishAt: post.publishAt } : {}),
        });
      if (step === 'post.submit')
        await mailReviewRequest(app, options, {
          post,
          by: request.admin!,
          origin: vettedOrigin(request, options),
        });
    };

    // Authors see their own posts (Ghost's Contributor); editors and administrators every post.
    const adminList = {
      summary: 'A page of posts with their source (an author: their own), any status',
      querystring: adminBlogListQuerySchema,
      response: { 200: adminBlogListResponseSchema },
    };
    admin.get('/admin', { schema: adminList }, async (request, reply) => {
      const query = request.query;
      const who = request.admin!;
      const { items, total, nextCursor } = await app.repos.blogs.listAdmin({
        ...query,
        ...(onAllPosts(who, 'read') ? {} : { ownerId: who.id }),
      });
      reply.header('Cache-Control', 'no-store');
      const link = nextLink(`${app.prefix}/admin`, query, nextCursor);
      if (link) reply.header('Link', link);
      return { ...ok(items), total, nextCursor };
    });

    // One post with its source content, for the portal's address of it (/admin/posts/:id).
    const one = {
      summary: 'One post with its source (an author: their own), any status',
      params: blogIdParamsSchema,
      response: { 200: postAnswer },
    };
    admin.get('/:id', { schema: one }, async (request, reply) => {
      const { row, who } = await postOf(request, request.params.id);
      checkMayRead(who, row);
      reply.header('Cache-Control', 'no-store');
      return ok(toBlogPost(row, 'source'));
    });

    // The form is read by hand: multipart (the portal) or JSON, its featured image checked first;
    // an unknown post is a 404 whatever the form holds.
    const form = { consumes: ['multipart/form-data', 'application/json'], body: blogInputSchema };
    const create = {
      schema: { summary: 'Creates a post', ...form, response: { 201: postAnswer } },
      validatorCompiler: bodyReadByHandler,
    };
    admin.post('/', create, async (request, reply) => {
      const input = parseInput(blogInputSchema, await readBlogForm(request));
      checkStatusAllowed(request.admin!, input.status);
      checkSchedule(input);
      checkPublicImages(input.status, input.content);
      const post = await app.repos.blogs.create(input, null, actorOf(request));
      await auditSave(request, post, null, 'post.create');
      return reply.status(201).send(ok(post));
    });

    const update = {
      schema: {
        summary: "Replaces a post's form fields (slug and author kept when left out)",
        params: blogIdParamsSchema,
        ...form,
        response: { 200: postAnswer },
      },
      validatorCompiler: bodyReadByHandler,
    };
    admin.put('/:id', update, async (request) => {
      const { id } = request.params;
      const existing = await app.repos.blogs.findById(id);
      if (!existing) {
        await readBlogForm(request);
        throw new HttpError(404, NOT_FOUND);
      }
      const form = await readBlogForm(request);
      checkMayEdit(request.admin!, existing);
      const input = parseInput(blogInputSchema, form);
      checkStatusAllowed(request.admin!, input.status);
      if (!(input.status === 'scheduled' && existing.status === 'scheduled' && !input.publishAt))
        checkSchedule(input);
      const kept: BlogInput =
        input.status === 'scheduled' && !input.publishAt
          ? { ...input, publishAt: new Date(existing.publish_at!).toISOString() }
          : input;
      checkPublicImages(kept.status, kept.content);
      const post = await app.repos.blogs.update(id, kept, actorOf(request));
      if (!post) throw new HttpError(404, NOT_FOUND);
      // Links already shared keep working: a post that has been public keeps its old address.
      if (existing.published_at && existing.slug !== post.slug)
        await app.repos.redirects.moved(
          paths.blogPost(existing.slug),
          paths.blogPost(post.slug),
          request.admin!.email,
        );
      await auditSave(request, post, existing.status, 'post.update');
      return ok(post);
    });

    const remove = {
      summary: 'Deletes a post',
      params: blogIdParamsSchema,
      response: { 200: successEnvelope(removedSchema) },
    };
    admin.delete('/:id', { schema: remove }, async (request) => {
      const { id } = request.params;
      const existing = await app.repos.blogs.findById(id);
      if (!existing) throw new HttpError(404, NOT_FOUND);
      checkMayDelete(request.admin!, existing);
      if (!(await app.repos.blogs.remove(id))) throw new HttpError(404, NOT_FOUND);
      await app.audit(request, 'post.delete', id, { title: existing.title });
      return ok({ id });
    });

    const revisions = {
      summary: "A post's saved states, newest first",
      params: blogIdParamsSchema,
      response: { 200: blogRevisionsResponseSchema },
    };
    admin.get('/:id/revisions', { schema: revisions }, async (request, reply) => {
      const { row, who } = await postOf(request, request.params.id);
      checkMayRead(who, row);
      reply.header('Cache-Control', 'no-store');
      return ok(await app.repos.blogs.revisions(row.id));
    });

    // The revision's text comes back as a new revision; status, publishAt and slug stay as they are
    // (a published address does not move), and who may change the post is checked as for a save.
    const restore = {
      summary: "Restores a saved state's text as a new revision",
      params: blogRevisionParamsSchema,
      response: { 200: postAnswer },
    };
    admin.post('/:id/revisions/:revisionId/restore', { schema: restore }, async (request) => {
      const { id, revisionId } = request.params;
      const { row, who } = await postOf(request, id);
      checkMayEdit(who, row);
      const revision = await app.repos.blogs.findRevision(row.id, revisionId);
      if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
      const old = revision.post;
      checkPublicImages(row.status as BlogInput['status'], old.content);
      const post = await app.repos.blogs.update(
        row.id,
        {
          title: old.title,
          content: old.content,
          content_format: old.content_format ?? 'markdown',
          excerpt: old.excerpt ?? undefined,
          category: old.category ?? undefined,
          tags: old.tags,
          featured_image: old.featured_image ?? undefined,
          // A revision saved before these fields existed has none.
          featured_image_alt: old.featured_image_alt ?? undefined,
          seo_title: old.seo_title ?? undefined,
          seo_description: old.seo_description ?? undefined,
          og_image: old.og_image ?? undefined,
          author: old.author ?? undefined,
          status: row.status as BlogInput['status'],
          publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : undefined,
        },
        actorOf(request),
      );
      if (!post) throw new HttpError(404, NOT_FOUND);
      await auditSave(request, post, row.status, 'post.restore-revision', { revisionId });
      return ok(post);
    });

    const previewLink = {
      summary: 'Makes a signed link that shows the post without signing in, for 7 days',
      params: blogIdParamsSchema,
      response: { 200: blogPreviewLinkResponseSchema },
    };
    admin.post('/:id/preview-link', { schema: previewLink }, async (request) => {
      const { row, who } = await postOf(request, request.params.id);
      checkMayRead(who, row);
      const { token, expiresAt } = await previews.create(
        row.id,
        madeAfterRevoke(row.preview_links_since),
      );
      return ok({ path: `${app.prefix}/preview/${token}`, expiresAt: expiresAt.toISOString() });
    });

    // Every preview link of the post made until now stops opening; links made after work.
    const revoke = {
      summary: "Revokes the post's preview links made until now",
      params: blogIdParamsSchema,
      response: { 200: blogPreviewRevokeResponseSchema },
    };
    admin.delete('/:id/preview-links', { schema: revoke }, async (request, reply) => {
      const { row, who } = await postOf(request, request.params.id);
      checkMayRead(who, row);
      const revokedAt = new Date();
      await app.repos.blogs.revokePreviewLinks(row.id, revokedAt);
      await app.audit(request, 'post.preview-revoke', row.id, { title: row.title });
      reply.header('Cache-Control', 'no-store');
      return ok({ revokedAt: revokedAt.toISOString() });
    });
  });
};
