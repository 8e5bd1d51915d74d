import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginResponse, Role } from '@site/shared';
import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  successEnvelope,
} from '@site/shared';
import type { LoginThrottle } from '../../config.ts';
import { normalizeEmail } from '../../db/users-repository.ts';
import { HttpError } from '../../errors.ts';
import { noStore, ok } from '../../lib/answer.ts';
import { addressKey, networkAddressPattern, networkKey } from '../../lib/client-address.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { enforceLimit, tooManyRequests } from '../../lib/request-limits.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { QueueFullError, workQueue } from '../../lib/work-queue.ts';
import type { CounterWindow } from '../../db/rate-counters-repository.ts';
import {
  assertSameOriginWrite,
  clearSessionCookie,
  idleSince,
  presentedSession,
  requestCookie,
  setSessionCookie,
} from '../../plugins/auth.ts';

type AuthOptions = { sessionTtlHours: number; throttle: LoginThrottle };

/** OWASP's device cookies: a browser that signed in to an account carries a signed, HttpOnly cookie
 * naming the account. Its sign-ins to that account are not held to the account-wide cap (which
 * strangers can use up to lock the owner out); its own failures are counted apart, by device, and
 * after `maxFailures` of them in a window the cookie is trusted no more. */
export const DEVICE_TRUST = { maxFailures: 10, windowSeconds: 24 * 3_600, lifetimeDays: 180 };
const DEVICE_COOKIE = 'admin_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';
const deviceFailures = (deviceId: string): CounterWindow => ({
  key: `login:failures:device:${deviceId}`,
  windowSeconds: DEVICE_TRUST.windowSeconds,
});

const nobody = { id: null, email: null };

/** Longer than any password check; a claim left by a crashed instance lapses after it. */
const CLAIM_TTL_MS = 30_000;

export const SIGN_IN_IN_PROGRESS =
  'Another sign-in for this account is being checked. Please try again in a moment.';
export const SIGN_IN_BUSY =
  'The server is busy checking other sign-ins. Please try again in a moment.';

const attemptsMessage = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(attemptsMessage(retryAfterSeconds), retryAfterSeconds);

/** Each scrypt check takes ~128 MiB and ~0.5 s of a libuv thread: one at a time, and a short line,
 * so a flood of sign-ins never takes the threads that file reads and other requests need. The line
 * has three lanes, served in order, each of its own length: a browser with a device cookie for the
 * account first, then an address with no recent failures, then the rest, so failures from
 * elsewhere never queue (or crowd out) the owner's sign-in. */
const passwordChecks = workQueue({ concurrency: 1, maxWaiting: 10, lanes: 3 });
export const SIGN_IN_LANES = { trustedDevice: 0, cleanAddress: 1, others: 2 } as const;

export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { throttle } = options;
  const windowMs = throttle.windowMinutes * 60_000;
  // Sign-in answers carry a session token or say whether a password was right: never cached.
  app.addHook('onRequest', noStore);
  app.housekeeping.add({
    name: 'prune sign-in failures and claims',
    run: async (now) => {
      await app.repos.loginFailures.prune(new Date(now.getTime() - windowMs));
      await app.repos.loginClaims.prune(now.getTime());
    },
  });

  /** Throttles by account and address together, so a stranger's failures slow down only the
   * stranger: after `failuresBeforeDelay` failures each try waits twice as long as the last. An
   * address, and an IPv6 /48, is refused after `maxFailuresPerIp` failures across accounts.
   * Answers the counts. */
  async function checkThrottle(email: string, ip: string) {
    const now = Date.now();
    const recent = await app.repos.loginFailures.recent(
      email,
      addressKey(ip),
      new Date(now - windowMs),
      networkAddressPattern(ip),
    );
    const { byAccountAndAddress, byAddress, byNetwork } = recent;
    const excess = byAccountAndAddress.count - throttle.failuresBeforeDelay;
    if (excess >= 0 && byAccountAndAddress.newest) {
      const delayMs = Math.min(windowMs, throttle.firstDelaySeconds * 1000 * 2 ** excess);
      const waitMs = byAccountAndAddress.newest.getTime() + delayMs - now;
      if (waitMs > 0) throw tooManyAttempts(waitMs / 1000);
    }
    for (const failures of [byAddress, byNetwork])
      if (failures.count >= throttle.maxFailuresPerIp) {
        const oldest = failures.oldest?.getTime() ?? now;
        throw tooManyAttempts((oldest + windowMs - now) / 1000);
      }
    return recent;
  }

  /** Waits (briefly, and only a few at a time) for this account's claim: two honest sign-ins at
   * once both get through, one after the other; a burst of guesses is mostly refused at once, and
   * the few that wait are checked one at a time and meet the throttle. */
  async function claimAccount(email: string): Promise<string> {
    const first = await app.repos.loginClaims.claim(email, CLAIM_TTL_MS);
    if (first) return first;
    const waiting = { key: `login:waiting:account:${email}`, windowSeconds: 600 };
    const joinedAt = Date.now();
    const { total } = await app.repos.rateCounters.add(waiting, 1, joinedAt);
    try {
      if (total > throttle.maxWaitingPerAccount) throw tooManyRequests(SIGN_IN_IN_PROGRESS, 1);
      for (;;) {
        await sleep(100);
        const claimId = await app.repos.loginClaims.claim(email, CLAIM_TTL_MS);
        if (claimId) return claimId;
        if (Date.now() - joinedAt >= throttle.claimWaitMs)
          throw tooManyRequests(SIGN_IN_IN_PROGRESS, 1);
      }
    } finally {
      await app.repos.rateCounters.giveBack(waiting, 1, joinedAt);
    }
  }

  /** The id of the device cookie the request carries for `email`: signed by this server and naming
   * this account; null otherwise. */
  function deviceOf(request: FastifyRequest, email: string): string | null {
    const cookie = requestCookie(request, DEVICE_COOKIE);
    if (!cookie) return null;
    const { valid, value } = app.unsignCookie(cookie);
    if (!valid || !value) return null;
    const separator = value.indexOf(':');
    return separator > 0 && value.slice(separator + 1) === email ? value.slice(0, separator) : null;
  }

  function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string) {
    void reply.setCookie(DEVICE_COOKIE, app.signCookie(`${randomUUID()}:${email}`), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: DEVICE_TRUST.lifetimeDays * 86_400,
    });
  }

  async function checkPassword(password: string, hash: string | undefined, lane: number) {
    try {
      return await passwordChecks.run(
        async () => verifyPassword(password, hash ?? (await decoyPasswordHash())),
        lane,
      );
    } catch (error) {
      if (error instanceof QueueFullError)
        throw new HttpError(503, SIGN_IN_BUSY, undefined, { 'Retry-After': '5' });
      throw error;
    }
  }

  app.post(
    '/login',
    {
      schema: {
        summary: 'Signs in: answers a session token (API clients) and sets the portal cookie',
        body: loginRequestSchema,
        response: { 200: successEnvelope(loginResponseSchema) },
      },
      // Before the body is read: the flood limit, counted in the database for every instance.
      // A page of another site cannot sign its visitor in (to an account of its choosing): refused
      // before anything else runs (plugins/cross-site-writes.ts), with this message.
      config: { crossSiteMessage: 'Sign in from the admin portal of this site' },
      onRequest: async (request) => {
        const network = networkKey(request.ip);
        for (const key of [addressKey(request.ip), ...(network ? [network] : [])]) {
          const limit = {
            key: `login:requests:ip:${key}`,
            windowSeconds: 60,
            max: throttle.maxRequestsPerMinute,
          };
          await enforceLimit(app.repos.rateCounters, limit, attemptsMessage);
        }
      },
    },
    async (request, reply) => {
      const { email: rawEmail, password, code } = request.body;
      const email = normalizeEmail(rawEmail);
      const address = addressKey(request.ip);
      await checkThrottle(email, request.ip);

      const claimId = await claimAccount(email);
      try {
        // Again, now that no other check of this account runs: the failures it left count.
        const { byAddress } = await checkThrottle(email, request.ip);
        const device = deviceOf(request, email);
        const trustedDevice =
          device !== null &&
          (await app.repos.rateCounters.current(deviceFailures(device))).total <
            DEVICE_TRUST.maxFailures;
        if (!trustedDevice) {
          const hourly = {
            key: `login:attempts:account:${email}`,
            windowSeconds: 3_600,
            max: throttle.maxAttemptsPerAccountPerHour,
          };
          await enforceLimit(app.repos.rateCounters, hourly, attemptsMessage);
        }
        // Recorded before the check: a guess counts even while it is being checked.
        const attemptId = await app.repos.loginFailures.record(email, address);
        const user = await app.repos.users.findByEmail(email);
        let passwordOk: boolean;
        try {
          const lane = trustedDevice
            ? SIGN_IN_LANES.trustedDevice
            : byAddress.count === 0
              ? SIGN_IN_LANES.cleanAddress
              : SIGN_IN_LANES.others;
          passwordOk = await checkPassword(password, user?.password_hash, lane);
        } catch (error) {
          await app.repos.loginFailures.remove(attemptId);
          throw error;
        }
        if (!user || !passwordOk) {
          if (device) await app.repos.rateCounters.add(deviceFailures(device));
          request.log.warn({ email, ip: request.ip, device }, 'failed admin sign-in');
          await app.audit(request, 'auth.sign-in-failed', `user:${email}`, null, nobody);
          throw new HttpError(401, 'Invalid email or password');
        }
        // The second factor (decision 050): a wrong code counts as a failed sign-in, a missing one
        // does not; either way the failures so far stay until the code is right.
        const secondFactor = await app.twoFactor.checkSignIn(request, user, code);
        if (secondFactor.outcome === 'missing') await app.repos.loginFailures.remove(attemptId);
        if (secondFactor.outcome === 'wrong' && device)
          await app.repos.rateCounters.add(deviceFailures(device));
        if ('error' in secondFactor) throw secondFactor.error;

        await app.repos.loginFailures.clear(email, address);
        // The person knows the password: a reset link asked for meanwhile (perhaps not by them) dies.
        await app.repos.accounts.dropLinks(user.id, 'reset');
        // A sign-in replaces the browser's previous session.
        const previous = presentedSession(request);
        if (previous?.via === 'cookie') await app.repos.sessions.revoke(hashToken(previous.token));
        const token = newSessionToken();
        const expiresAt = new Date(Date.now() + options.sessionTtlHours * 3_600_000);
        await app.repos.sessions.create(hashToken(token), user.id, expiresAt, idleSince(), {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        await app.audit(request, 'auth.sign-in', `user:${user.email}`, null, user);
        // The token is in the answer for API clients (SPEC §7); the portal uses the cookie only.
        setSessionCookie(request, reply, token, expiresAt);
        setDeviceCookie(request, reply, email);
        const data: LoginResponse = {
          session: { access_token: token, expires_at: expiresAt.toISOString() },
          user: { id: user.id, email: user.email, role: user.role as Role },
          ...(secondFactor.outcome === 'off' && secondFactor.setupRequired
            ? { twoFactorSetupRequired: true }
            : {}),
        };
        return ok(data);
      } finally {
        await app.repos.loginClaims.release(email, claimId);
      }
    },
  );

  const me = {
    summary: 'The signed-in person',
    response: { 200: successEnvelope(meResponseSchema) },
  };
  app.get('/me', { onRequest: app.requireAdmin, schema: me }, async (request) => {
    const admin = request.admin!;
    return ok({ user: { id: admin.id, email: admin.email, role: admin.role } });
  });

  /** Revokes the presented session (bearer token or cookie) and clears the cookie; a session that is
   * already gone is still a successful sign-out. */
  const logout = {
    summary: 'Signs out: ends the presented session and clears the cookie',
    response: { 200: successEnvelope(z.null()) },
  };
  app.post('/logout', { schema: logout }, async (request, reply) => {
    const presented = presentedSession(request);
    if (!presented)
      throw new HttpError(401, 'Authentication required', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    if (presented.via === 'cookie') {
      assertSameOriginWrite(request);
      clearSessionCookie(request, reply);
    }
    const session = await app.repos.sessions.findActive(hashToken(presented.token), idleSince());
    await app.repos.sessions.revoke(hashToken(presented.token));
    if (session) await app.audit(request, 'auth.sign-out', `user:${session.email}`, null, session);
    return ok(null);
  });
};
