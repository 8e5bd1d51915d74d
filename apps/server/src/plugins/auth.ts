import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { hashToken } from '../lib/tokens.ts';

export type SignedInAdmin = { id: string; email: string; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** `requireAdmin` is the onRequest hook of every admin route (so no body is read before it): a live session or 401. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('admin', null);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token)
        throw new HttpError(401, 'Authentication required', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      const tokenHash = hashToken(token);
      const user = await app.repos.sessions.findActiveUser(tokenHash);
      if (!user) {
        throw new HttpError(
          401,
          'Your session has expired or is invalid. Please sign in again.',
          undefined,
          {
            'WWW-Authenticate': 'Bearer error="invalid_token"',
          },
        );
      }
      request.admin = { id: user.id, email: user.email, tokenHash };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
