import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema, pageEnvelope } from '@site/shared';
import { ok } from '../../lib/answer.ts';
import { nextLink } from '../blogs/list-answer.ts';

/** The audit trail for administrators: read only (no route edits or deletes an entry), newest first,
 * filtered by actor (e-mail), action and time, a page at a time with `nextCursor`. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('audit'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const schema = {
    summary: 'The audit trail, newest first, a page at a time',
    querystring: auditQuerySchema,
    response: { 200: pageEnvelope(auditEntrySchema) },
  };
  app.get('/', { schema }, async (request, reply) => {
    const query = request.query;
    const { entries, total, nextCursor } = await app.repos.accounts.audit(query);
    const link = nextLink(app.prefix, query, nextCursor);
    if (link) reply.header('Link', link);
    return { ...ok(entries), total, nextCursor };
  });
};
