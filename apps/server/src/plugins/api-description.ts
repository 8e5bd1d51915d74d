import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@site/shared';
import { zodValidatorCompiler } from '../lib/validation.ts';
import { isApiPath } from './security.ts';

/** The reference page's own policy (the API set allows nothing, not even a script): Swagger UI's
 * script, style sheet and calls, all from this server; no inline code, no other origin. */
export const API_DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/** `/api/blogs/:id` → `blogs`, `/api/admin/jobs` → `jobs`, `/api/health` → `system`: the reference
 * groups calls by resource. */
const SYSTEM = new Set(['health', 'config', 'openapi.json']);
const tagOf = (url: string) => {
  const [, , first = '', second = ''] = url.split('/');
  const resource = first === 'admin' ? second : first;
  return SYSTEM.has(resource) ? 'system' : resource.replace(/\.csv$/, '');
};

/** The API described once (decision 067): routes carry the shared zod schemas of their params,
 * query, body and answers; Fastify validates requests with them (errors answered as by parseInput,
 * plugins/errors.ts), @fastify/swagger makes the OpenAPI 3 document of every /api route from them,
 * at `/api/openapi.json`, and Swagger UI shows it at `/api/docs`. Both are for staff (any role), or
 * for anyone when `open` (`npm run dev`). Registered before the routes, so it sees each of them. */
export const apiDescriptionPlugin = fp(
  async (app, options: { open: boolean }) => {
    app.setValidatorCompiler(zodValidatorCompiler);
    // Answers are described, never reshaped: a serializer made from a schema would drop a field the
    // schema does not list (or refuse the answer), and clients rely on every field they get today.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Site API',
          version: '1',
          description:
            'Every answer is `{success: true, data}` or `{success: false, error, details?}`. Admin ' +
            'calls take `Authorization: Bearer <access_token>` (from `POST /api/auth/login`) or ' +
            "the portal's session cookie; the permission table decides what each role may do.",
        },
      },
      transform: (route) => {
        if (!isApiPath(route.url))
          return { schema: { hide: true } as FastifySchema, url: route.url };
        const schema = (route.schema ?? {}) as FastifySchema & { tags?: string[] };
        return zodToOpenApi({
          ...route,
          schema: {
            tags: [tagOf(route.url)],
            ...schema,
            // Any call may fail: the envelope of a failure, with the status that says why.
            response: { ...(schema.response as object), default: errorEnvelopeSchema },
          },
        });
      },
    });

    const staffOnly = options.open ? undefined : app.requireAdmin;
    app.get(
      '/api/openapi.json',
      {
        onRequest: staffOnly,
        schema: {
          summary: 'This API as an OpenAPI 3 document',
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return app.swagger();
      },
    );
    // The page, its files and Swagger UI's own copy of the document (`/api/docs/json`).
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: API_DOCS_CSP,
      uiHooks: staffOnly && { onRequest: staffOnly },
      // Without the top bar (a box to load another document, and a logo with an inline style the
      // page's CSP refuses).
      uiConfig: { layout: 'BaseLayout' },
    });
  },
  { name: 'api-description', dependencies: ['auth'] },
);
