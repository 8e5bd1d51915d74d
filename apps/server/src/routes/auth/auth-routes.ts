import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@site/shared';
import { loginRequestSchema } from '@site/shared';
import type { LoginThrottle } from '../../config.ts';
import { normalizeEmail } from '../../db/users-repository.ts';
import { HttpError } from '../../errors.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { parseInput } from '../../lib/validation.ts';
import { bearerToken } from '../../plugins/auth.ts';

type AuthOptions = { sessionTtlHours: number; throttle: LoginThrottle };

function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

export async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { throttle } = options;
  const windowMs = throttle.windowMinutes * 60_000;

  /** Throws 429 while this e-mail or this IP has too many recent failures. */
  async function checkThrottle(email: string, ip: string) {
    const now = Date.now();
    const { byEmail, byIp } = await app.repos.loginFailures.recent(email, ip, new Date(now - windowMs));
    for (const [entry, max] of [
      [byEmail, throttle.maxFailuresPerEmail],
      [byIp, throttle.maxFailuresPerIp],
    ] as const) {
      if (entry.count >= max) {
        const oldest = entry.oldest?.getTime() ?? now;
        throw tooManyAttempts((oldest + windowMs - now) / 1000);
      }
    }
  }

  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: throttle.maxRequestsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_req: FastifyRequest, context: { ttl: number }) => tooManyAttempts(context.ttl / 1000),
        },
      },
    },
    async (request) => {
      const { email: rawEmail, password } = parseInput(loginRequestSchema, request.body);
      const email = normalizeEmail(rawEmail);
      await checkThrottle(email, request.ip);

      const user = await app.repos.users.findByEmail(email);
      const passwordOk = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !passwordOk) {
        await app.repos.loginFailures.record(email, request.ip);
        await app.repos.loginFailures.prune(new Date(Date.now() - windowMs));
        request.log.warn({ email, ip: request.ip }, 'failed admin sign-in');
        throw new HttpError(401, 'Invalid email or password');
      }

      await app.repos.loginFailures.clearForEmail(email);
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + options.sessionTtlHours * 3_600_000);
      await app.repos.sessions.create(hashToken(token), user.id, expiresAt);
      const data: LoginResponse = {
        session: { access_token: token, expires_at: expiresAt.toISOString() },
        user: { id: user.id, email: user.email },
      };
      return { success: true, data };
    },
  );

  app.get('/me', { preHandler: app.requireAdmin }, async (request) => {
    const admin = request.admin!;
    return { success: true, data: { user: { id: admin.id, email: admin.email } } };
  });

  /** Revokes the presented session; a token that is already gone is still a successful sign-out. */
  app.post('/logout', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Authentication required', undefined, { 'WWW-Authenticate': 'Bearer' });
    await app.repos.sessions.revoke(hashToken(token));
    return { success: true, data: null };
  });
}
