import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOT_FOUND_ENTRY_MISSING,
  NOT_FOUND_LIMITS,
  TOO_MANY_NOT_FOUND_REPORTS,
  notFoundEntrySchema,
  notFoundListQuerySchema,
  notFoundPathQuerySchema,
  notFoundReportSchema,
  pageEnvelope,
  successEnvelope,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { noStore, ok } from '../../lib/answer.ts';
import { addressKey } from '../../lib/client-address.ts';
import { enforceLimit } from '../../lib/request-limits.ts';
import { nextLink } from '../blogs/list-answer.ts';

/** `POST /api/not-found`: the app showed its own not-found page (an address in the hash, a link
 * inside the site); the server counts the twins' itself. Counted per client in the database before
 * the body is read, so one client cannot fill the log. */
export const notFoundReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const report = {
    summary: "Counts an address at which the site's app showed its not-found page",
    body: notFoundReportSchema,
    response: { 202: successEnvelope(z.object({ path: z.string() })) },
  };
  const limited = {
    onRequest: async (request: { ip: string }) => {
      const limit = {
        key: `not-found:ip:${addressKey(request.ip)}`,
        windowSeconds: 3_600,
        max: NOT_FOUND_LIMITS.reportsPerHour,
      };
      await enforceLimit(app.repos.rateCounters, limit, () => TOO_MANY_NOT_FOUND_REPORTS);
    },
  };
  app.post('/', { schema: report, ...limited }, async (request, reply) => {
    const { path } = request.body;
    await app.notFoundLog.record(request, path);
    return reply.status(202).send(ok({ path }));
  });
};

/** The not-found log for editors and administrators (the redirects' permission): which addresses
 * answered "not found", how often, first and last; an entry dealt with can be cleared. */
export const adminNotFoundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('redirects'));
  app.addHook('onRequest', noStore);

  const list = {
    summary:
      'A page of the addresses that answered "not found", the most frequent (or latest) first',
    querystring: notFoundListQuerySchema,
    response: { 200: pageEnvelope(notFoundEntrySchema) },
  };
  app.get('/', { schema: list }, async (request, reply) => {
    const query = request.query;
    const { items, total, nextCursor } = await app.repos.notFound.list(query);
    const link = nextLink(`${app.prefix}`, query, nextCursor);
    if (link) reply.header('Link', link);
    return { ...ok(items), total, nextCursor };
  });

  const clear = {
    summary: 'Clears an address from the not-found log',
    querystring: notFoundPathQuerySchema,
    response: { 200: successEnvelope(notFoundEntrySchema) },
  };
  app.delete('/', { schema: clear }, async (request) => {
    const removed = await app.repos.notFound.remove(request.query.path);
    if (!removed) throw new HttpError(404, NOT_FOUND_ENTRY_MISSING);
    await app.audit(request, 'not-found.clear', `not-found:${removed.path}`, {
      count: removed.count,
    });
    return ok(removed);
  });
};
