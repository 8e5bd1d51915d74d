import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ContentTypeName } from '@site/shared';
import {
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  adminContentListQuerySchema,
  companyDay,
  contentIdParamsSchema,
  contentListQuerySchema,
  contentOrderSchema,
  describedFields,
  pageEnvelope,
  removedSchema,
  successEnvelope,
} from '@site/shared';
import type { ItemFields } from '../../db/content-repository.ts';
import type { Repositories } from '../../plugins/database.ts';
import { HttpError } from '../../errors.ts';
import { checkImagesHaveAlt } from '../../lib/alt-gate.ts';
import { ok } from '../../lib/answer.ts';
import { fileCache } from '../../lib/file-cache.ts';
import { bodyReadByHandler, parseInput } from '../../lib/validation.ts';
import { fileRoute } from '../../plugins/web-app-files.ts';
import { nextLink, publicJsonFile } from '../blogs/list-answer.ts';
import { checkOwnFiles } from './own-files.ts';

/** The change-notification topic of a type: its name ('jobs', 'courses', 'projects', 'media',
 * 'documents'). Every write publishes it; caches of what the type shows subscribe to it. */
export const contentTopic = (type: ContentTypeName) => type;

/** Memory for each type's public answers (a list of 50 projects is about 100 KB with its codings). */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

/** What the server adds to an input before it is stored: a course session without an id gets one
 * (a registration names its session by it). */
const prepare: Partial<Record<ContentTypeName, (fields: ItemFields) => ItemFields>> = {
  courses: (fields) => ({
    ...fields,
    sessions: (fields.sessions as { id?: string }[]).map((session) => ({
      ...session,
      id: session.id ?? randomUUID(),
    })),
  }),
};

/** Every editable content type's API, made from its configuration (packages/shared/src/
 * content-types.ts): public `GET /api/{type}[/:id]` and the portal's `/api/admin/{type}`. */
export async function contentRoutes(app: FastifyInstance) {
  for (const type of CONTENT_TYPE_NAMES) {
    await app.register(publicContentRoutes(type), { prefix: `/${type}` });
    await app.register(adminContentRoutes(type), { prefix: `/admin/${type}` });
  }
}

function checkFilter(type: ContentTypeName, query: { category?: string; status?: string }) {
  const config = CONTENT_TYPES[type];
  const categories: readonly string[] | undefined =
    'categories' in config ? config.categories : undefined;
  if (query.category !== undefined && !categories?.includes(query.category)) {
    const message = categories
      ? `category must be one of ${categories.join(', ')}`
      : `${type} have no categories`;
    throw new HttpError(400, message, { fields: { category: [message] } });
  }
  const statuses: readonly string[] = config.statuses;
  if (query.status !== undefined && !statuses.includes(query.status)) {
    const message = `status must be one of ${statuses.join(', ')}`;
    throw new HttpError(400, message, { fields: { status: [message] } });
  }
}

/** What a type's public list holds on `day` (the company's): its listed statuses, and for a type
 * that ends items by date (jobs' `closesAt`) only those listed that day. */
export function publicListFilter(type: ContentTypeName, day: string = companyDay()) {
  const config = CONTENT_TYPES[type];
  return {
    statuses: config.listed,
    listedOn: 'listedUntil' in config ? day : undefined,
  };
}

/** One item of a type as its public page may show it (a closed job too); undefined for a draft. */
export const findPublicItem = (
  repos: Pick<Repositories, 'content'>,
  type: ContentTypeName,
  id: string,
) => repos.content.find(type, id, CONTENT_TYPES[type].visible);

/** A type's schemas for its routes. The repository keeps the items of every type alike
 * (`StoredItem`): the schemas validate and describe them; the compiler cannot check them. */
const schemasOf = (type: ContentTypeName): { input: z.ZodType; item: z.ZodType } =>
  CONTENT_TYPES[type];

const notFound = (type: ContentTypeName) =>
  new HttpError(404, `${CONTENT_TYPES[type].singular} not found`);

/** Public: what the type lists (published items, open jobs whose closing day has not passed), and
 * one item its pages may show (a closed job too: its `status` says it is closed). Never a draft.
 * Each answer is made once and kept until the type changes on any instance (a list that ends items
 * by date, until the day changes too). */
function publicContentRoutes(type: ContentTypeName): FastifyPluginAsyncZod {
  const endsByDate = 'listedUntil' in CONTENT_TYPES[type];
  const { item: itemSchema } = schemasOf(type);
  return async (app) => {
    const answers = fileCache({ maxBytes: MAX_CACHED_BYTES });
    app.changes.subscribe(contentTopic(type), () => answers.clear());

    const publicList = {
      summary: `A page of the public ${type}, in their order`,
      querystring: contentListQuerySchema,
      response: { 200: pageEnvelope(itemSchema) },
    };
    fileRoute(app, '/', publicList, (request) => {
      const listedOn = endsByDate ? companyDay() : undefined;
      return answers.fill(`${listedOn ?? ''} ${request.url}`, async () => {
        const query = request.query;
        checkFilter(type, query);
        const { limit, cursor, category, q } = query;
        const list = await app.repos.content.list(
          type,
          { ...publicListFilter(type, listedOn), category, q },
          { limit, cursor },
        );
        const file = await publicJsonFile(
          { ...ok(list.items), total: list.total, nextCursor: list.nextCursor },
          nextLink(app.prefix, query, list.nextCursor),
        );
        // A search is answered, not kept: any text can be searched.
        return { file, keep: q === undefined };
      });
    });

    const publicItem = {
      summary: `One public item of ${type} (never a draft)`,
      params: contentIdParamsSchema,
      response: { 200: successEnvelope(itemSchema) },
    };
    fileRoute(app, '/:id', publicItem, async (request) => {
      const { id } = request.params;
      return answers.fill(`item:${id}`, async () => {
        const item = await findPublicItem(app.repos, type, id);
        if (!item) throw notFound(type);
        return { file: await publicJsonFile(ok(item)), keep: true };
      });
    });
  };
}

/** The portal's: every item with any status, create, replace, delete and reorder, with the blog
 * admin's authentication. A create takes what the admin GET returns for one item, less `id`,
 * `createdAt` and `updatedAt` (so an item can be copied); an unknown field is a 400 naming it. */
function adminContentRoutes(type: ContentTypeName): FastifyPluginAsyncZod {
  const config = CONTENT_TYPES[type];
  const { input: inputSchema, item: itemSchema } = schemasOf(type);
  const longTexts = describedFields(inputSchema)
    .filter((field) => field.meta['x-input'] === 'markdown' || field.meta['x-input'] === 'richtext')
    .map((field) => field.name);
  const visible: readonly string[] = config.visible;
  /** The item's fields as the type's input schema parsed them, checked and made ready to store: an
   * item its pages show has alt text for every image of its long texts (decision 072). */
  const prepared = (app: FastifyInstance, input: ItemFields): ItemFields => {
    checkOwnFiles(app, input);
    if (visible.includes(input.status))
      checkImagesHaveAlt(Object.fromEntries(longTexts.map((name) => [name, input[name]])));
    return prepare[type]?.(input) ?? input;
  };
  const oneItem = { response: { 200: successEnvelope(itemSchema) } };
  return async (app) => {
    app.addHook('onRequest', app.requirePermission('contentTypes'));
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    // Cleared here before the answer leaves, so the admin's next public read sees the change; the
    // other instances clear theirs when the notification arrives.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400)
        await app.changes.publish(contentTopic(type));
      return payload;
    });

    const list = {
      summary: `A page of every item of ${type}, any status`,
      querystring: adminContentListQuerySchema,
      response: { 200: pageEnvelope(itemSchema) },
    };
    app.get('/', { schema: list }, async (request, reply) => {
      const query = request.query;
      checkFilter(type, query);
      const { limit, cursor, category, status, q } = query;
      const { items, total, nextCursor } = await app.repos.content.list(
        type,
        { statuses: status === undefined ? undefined : [status], category, q },
        { limit, cursor },
      );
      const link = nextLink(app.prefix, query, nextCursor);
      if (link) reply.header('Link', link);
      return { ...ok(items), total, nextCursor };
    });

    const one = { summary: `One item of ${type}`, params: contentIdParamsSchema, ...oneItem };
    app.get('/:id', { schema: one }, async (request) => {
      const { id } = request.params;
      const item = await app.repos.content.find(type, id);
      if (!item) throw notFound(type);
      return ok(item);
    });

    const create = {
      summary: `Creates an item of ${type}`,
      body: inputSchema,
      response: { 201: successEnvelope(itemSchema) },
    };
    app.post('/', { schema: create }, async (request, reply) => {
      const fields = prepared(app, request.body as ItemFields);
      const item = await app.repos.content.create(type, fields, config.newItems);
      await app.audit(request, 'content.create', `${type}:${item.id}`);
      return reply.status(201).send(ok(item));
    });

    const reorder = {
      summary: `Puts these items of ${type} first, in this order`,
      body: contentOrderSchema,
      response: { 200: successEnvelope(contentOrderSchema) },
    };
    app.put('/order', { schema: reorder }, async (request) => {
      const order = await app.repos.content.reorder(type, request.body.ids);
      await app.audit(request, 'content.reorder', type);
      return ok({ ids: order });
    });

    const replace = {
      summary: `Replaces an item of ${type}`,
      params: contentIdParamsSchema,
      body: inputSchema,
      ...oneItem,
    };
    // An unknown item is a 404 whatever the body holds: the body is parsed after the lookup.
    const replaceOptions = { schema: replace, validatorCompiler: bodyReadByHandler };
    app.put('/:id', replaceOptions, async (request) => {
      const { id } = request.params;
      if (!(await app.repos.content.find(type, id))) throw notFound(type);
      const fields = prepared(app, parseInput(inputSchema, request.body) as ItemFields);
      const item = await app.repos.content.replace(type, id, fields);
      if (!item) throw notFound(type);
      await app.audit(request, 'content.update', `${type}:${id}`);
      return ok(item);
    });

    const remove = {
      summary: `Deletes an item of ${type}`,
      params: contentIdParamsSchema,
      response: { 200: successEnvelope(removedSchema) },
    };
    app.delete('/:id', { schema: remove }, async (request) => {
      const { id } = request.params;
      if (!(await app.repos.content.remove(type, id))) throw notFound(type);
      await app.audit(request, 'content.delete', `${type}:${id}`);
      return ok({ id });
    });
  };
}
