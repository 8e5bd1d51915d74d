import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '@site/shared';
import { parseInput } from '../../lib/validation.ts';
import { nextLink } from '../blogs/list-answer.ts';

/** The audit trail for administrators: read only (no route edits or deletes an entry), newest first,
 * filtered by actor (e-mail), action and time, a page at a time with `nextCursor`. */
export async function auditRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requirePermission('audit'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/', async (request, reply) => {
    const query = parseInput(auditQuerySchema, request.query);
    const { entries, total, nextCursor } = await app.repos.accounts.audit(query);
    const link = nextLink(app.prefix, query, nextCursor);
    if (link) reply.header('Link', link);
    return { success: true, data: entries, total, nextCursor };
  });
}
