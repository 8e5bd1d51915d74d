import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Health, PublicConfig } from '@site/shared';
import { healthSchema, publicConfigSchema, successEnvelope } from '@site/shared';
import { ok } from '../../lib/answer.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ config: PublicConfig }> = async (
  app,
  options,
) => {
  const health = {
    summary: 'Whether the server and its database answer (503 when the database is down)',
    response: { 200: successEnvelope(healthSchema), 503: successEnvelope(healthSchema) },
  };
  app.get('/health', { schema: health }, async (_request, reply) => {
    const up = await app.database.ping();
    const data: Health = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      dialect: app.database.dialect,
    };
    reply.header('Cache-Control', 'no-store');
    return reply.status(up ? 200 : 503).send(ok(data));
  });

  const config = {
    summary: 'Runtime settings the browser reads',
    response: { 200: successEnvelope(publicConfigSchema) },
  };
  app.get('/config', { schema: config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ok(options.config);
  });
};
