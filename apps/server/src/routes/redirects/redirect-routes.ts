import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REDIRECT_CHAIN,
  REDIRECT_LOOP,
  REDIRECT_NOT_FOUND,
  REDIRECT_TAKEN,
  redirectIdParamsSchema,
  redirectInputSchema,
  redirectSchema,
  successEnvelope,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { ok } from '../../lib/answer.ts';

const REFUSALS = {
  loop: [400, REDIRECT_LOOP],
  chain: [400, REDIRECT_CHAIN],
  taken: [409, REDIRECT_TAKEN],
} as const;

/** The redirect manager (issue 48): old addresses of the site and where they lead now, for editors
 * and administrators. A post's changed slug adds one by itself (`source: 'slug'`); an editor adds one
 * for any other address. No loop and no chain: each old address leads straight to the final one. */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('redirects'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const list = {
    summary: "The site's redirects, newest first",
    response: { 200: successEnvelope(z.array(redirectSchema)) },
  };
  app.get('/', { schema: list }, async () => ok(await app.repos.redirects.list()));

  const add = {
    summary: 'Adds a redirect from a path of the site to a path or an https address',
    body: redirectInputSchema,
    response: { 201: successEnvelope(redirectSchema) },
  };
  app.post('/', { schema: add }, async (request, reply) => {
    const added = await app.repos.redirects.add(request.body, request.admin!.email);
    if (typeof added === 'string') {
      const [status, message] = REFUSALS[added];
      throw new HttpError(status, message);
    }
    await app.audit(request, 'redirect.create', `redirect:${added.from}`, { to: added.to });
    return reply.status(201).send(ok(added));
  });

  const remove = {
    summary: 'Removes a redirect',
    params: redirectIdParamsSchema,
    response: { 200: successEnvelope(redirectSchema) },
  };
  app.delete('/:id', { schema: remove }, async (request) => {
    const removed = await app.repos.redirects.remove(request.params.id);
    if (!removed) throw new HttpError(404, REDIRECT_NOT_FOUND);
    await app.audit(request, 'redirect.delete', `redirect:${removed.from}`, { to: removed.to });
    return ok(removed);
  });
};
