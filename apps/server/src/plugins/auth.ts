import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverSecretsRepository } from '../db/server-secrets-repository.ts';
import { HttpError } from '../errors.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Action, Resource, Role } from '@site/shared';
import { ROLE_FORBIDDEN, can } from '@site/shared';

export type SignedInAdmin = { id: string; email: string; role: Role; tokenHash: string };

type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
  interface FastifyInstance {
    /** A live session of any role, or 401. */
    requireAdmin: RequestHook;
    /** A live session whose role may do `action` to `resource` in the permission table
     * (packages/shared permissions.ts), or 401 / 403; without `action`, the request method's. */
    requirePermission: (resource: Resource, action?: Action) => RequestHook;
  }
}

/** A session unused this long has ended, whatever its absolute expiry. */
export const ADMIN_IDLE_TIMEOUT_HOURS = 12;
/** Sessions last used before this moment have ended. */
export const idleSince = (now = Date.now()) => new Date(now - ADMIN_IDLE_TIMEOUT_HOURS * 3_600_000);
/** A session's last use is written at most this often, not on every request. */
const LAST_USE_PRECISION_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A cookie of the request (cookies are read only where they are used, not on every request). */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[name] : undefined;
}

/** The portal's session cookie. Over HTTPS it is a `__Host-` cookie: Secure, the whole site, set by
 * this host only (a sibling subdomain cannot plant one). */
const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-admin_session' : 'admin_session';

/** Beside the session, a cookie the portal's script may read, holding no secret: that this browser
 * has signed in. Without it the portal shows the sign-in card at once, asking the server nothing (no
 * request, no 401 in the console); with it, the portal asks the server whether the session lives. */
export const SIGNED_IN_HINT_COOKIE = 'admin_signed_in';
const HINT_PATH = '/admin';

/** The browser's session: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends
 * it), Secure when the request came over HTTPS, until the session's absolute expiry; and its hint for
 * the portal's pages (`SIGNED_IN_HINT_COOKIE`). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  const secure = request.protocol === 'https';
  void reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: expiresAt,
  });
  void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: HINT_PATH,
    sameSite: 'strict',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https';
  void reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: HINT_PATH, sameSite: 'strict', secure });
}

/** The session a request presents: a bearer token (API clients, the CLI) or else the portal's cookie. */
export function presentedSession(
  request: FastifyRequest,
): { token: string; via: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = requestCookie(request, sessionCookieName(request));
  return cookie && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

/** What the browser says about where a request comes from. `Sec-Fetch-Site` is sent by every current
 * browser to HTTPS and localhost; elsewhere `Origin`, which browsers send with every POST, PUT, PATCH
 * and DELETE. No page can forge either. `unknown`: neither (not a browser, or a very old one). */
export function requestSite(request: FastifyRequest): 'same-origin' | 'cross' | 'unknown' {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' ? 'same-origin' : 'cross';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return 'unknown';
  return isOwnOrigin(request, origin) ? 'same-origin' : 'cross';
}

/** Whether `origin` (an `Origin` header) is the one the request came to, or `alsoOwn` (PUBLIC_URL). */
export function isOwnOrigin(request: FastifyRequest, origin: string, alsoOwn?: string): boolean {
  const own = [`${request.protocol}://${request.host}`, alsoOwn && publicOrigin(alsoOwn)];
  return own.some((candidate) => candidate?.toLowerCase() === origin.toLowerCase());
}

/** The methods that change nothing: no origin check, no CSRF rule. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** CSRF protection of the cookie: a change made with it must say it comes from this origin. A bearer
 * token needs none (no browser adds it by itself). */
export function assertSameOriginWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method) || requestSite(request) === 'same-origin') return;
  throw new HttpError(403, 'This change did not come from the admin portal of this site');
}

/** The action a request's method takes on a route family's resource. */
export function methodAction(method: string): Action {
  if (method === 'POST') return 'create';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  if (method === 'DELETE') return 'delete';
  return 'read';
}

export const SESSION_ENDED = 'Your session has expired or is invalid. Please sign in again.';

/** `requireAdmin` is the onRequest hook of every admin route (so no body is read before it): a live
 * session, by bearer token or by the portal's cookie (same-origin writes only), or 401. */
export const authPlugin = fp(
  async (app) => {
    // The device cookies' signing key (routes/auth), made at first start and shared by every instance.
    const secret = await serverSecretsRepository(app.database.db).get('cookie-signing-key');
    await app.register(fastifyCookie, { secret, hook: false });

    app.decorateRequest('admin', null);
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const presented = presentedSession(request);
      if (!presented)
        throw new HttpError(401, 'Authentication required', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      if (presented.via === 'cookie') assertSameOriginWrite(request);
      const tokenHash = hashToken(presented.token);
      const now = Date.now();
      const session = await app.repos.sessions.findActive(tokenHash, idleSince(now));
      if (!session) {
        if (presented.via === 'cookie') clearSessionCookie(request, reply);
        throw new HttpError(401, SESSION_ENDED, undefined, {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        });
      }
      if (now - session.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS)
        await app.repos.sessions.touch(tokenHash, new Date(now));
      request.admin = { id: session.id, email: session.email, role: session.role, tokenHash };
    });
    // A family's guard knows no item, so an "own" grant does not pass it: the routes of such a
    // resource check the item they load (routes/blogs/post-permissions.ts).
    app.decorate('requirePermission', (resource: Resource, action?: Action) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.admin) await app.requireAdmin(request, reply);
        if (!can(request.admin!.role, action ?? methodAction(request.method), resource))
          throw new HttpError(403, ROLE_FORBIDDEN);
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
