import type { FastifyInstance } from 'fastify';
import type { Health, PublicConfig } from '@site/shared';

export async function systemRoutes(app: FastifyInstance, options: { config: PublicConfig }) {
  app.get('/health', async (_request, reply) => {
    const up = await app.database.ping();
    const data: Health = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      dialect: app.database.dialect,
    };
    reply.header('Cache-Control', 'no-store');
    return reply.status(up ? 200 : 503).send({ success: true, data });
  });

  app.get('/config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { success: true, data: options.config };
  });
}
