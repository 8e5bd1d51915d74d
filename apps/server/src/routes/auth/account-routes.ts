import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LINK_INVALID,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_RESET_SENT,
  acceptInviteSchema,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionIdParamsSchema,
} from '@site/shared';
import { normalizeEmail } from '../../db/users-repository.ts';
import { HttpError } from '../../errors.ts';
import type { AccountMailSettings } from '../../lib/account-mail.ts';
import { ACCOUNT_MAIL_OFF_LOG, accountMailOff, mailAccountLink } from '../../lib/account-mail.ts';
import { addressKey } from '../../lib/client-address.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { requireVettedOrigin } from '../../lib/public-origin.ts';
import { enforceLimit } from '../../lib/request-limits.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { parseInput } from '../../lib/validation.ts';
import { workQueue } from '../../lib/work-queue.ts';
import { idleSince } from '../../plugins/auth.ts';

/** A password-reset link works once, for 1 hour. */
export const RESET_VALID_MS = 3_600_000;
/** Every reset request is answered after at least this long, whether or not the address exists. */
export const RESET_ANSWER_MS = 250;
export const RESET_LIMITS = { perAddressPerHour: 10, perAccountPerHour: 3 };
const tooMany = () => 'Too many requests. Please try again later.';

/** scrypt takes ~128 MiB and ~0.5 s: one at a time here too. */
const passwordWork = workQueue({ concurrency: 1, maxWaiting: 10 });
const hashNew = (password: string) => passwordWork.run(() => hashPassword(password));

/** What each person does with their own account (decision 049): accept an invitation, reset a
 * forgotten password by mail, change the password, list and end their sessions. */
export async function accountRoutes(app: FastifyInstance, options: AccountMailSettings) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.housekeeping.add({
    name: 'prune expired account links',
    run: (now) => app.repos.accounts.pruneTokens(now),
  });

  /** Tries at links (invitations, resets) from one address: a bound on guessing, however remote. */
  const linkLimit = (request: FastifyRequest) =>
    enforceLimit(
      app.repos.rateCounters,
      { key: `account-link:ip:${addressKey(request.ip)}`, windowSeconds: 3_600, max: 30 },
      tooMany,
    );

  app.post('/accept-invite', { onRequest: linkLimit }, async (request) => {
    const { token, password } = parseInput(acceptInviteSchema, request.body);
    const userId = await app.repos.accounts.takeToken(hashToken(token), 'invite');
    const user = userId && (await app.repos.accounts.findById(userId));
    if (!user) throw new HttpError(400, ACCOUNT_LINK_INVALID);
    await app.repos.accounts.setPassword(user.id, await hashNew(password));
    await app.audit(request, 'user.accept', `user:${user.email}`, null, {
      id: user.id,
      email: user.email,
    });
    return { success: true, data: { email: user.email } };
  });

  app.post(
    '/password-reset',
    {
      onRequest: async (request) => {
        const key = `password-reset:ip:${addressKey(request.ip)}`;
        const limit = { key, windowSeconds: 3_600, max: RESET_LIMITS.perAddressPerHour };
        await enforceLimit(app.repos.rateCounters, limit, tooMany);
      },
    },
    async (request, reply) => {
      const started = Date.now();
      // The link goes to someone's mailbox: never built from an unvetted Host (421, nothing sent).
      const origin = requireVettedOrigin(request, options);
      const { email: rawEmail } = parseInput(passwordResetRequestSchema, request.body);
      const email = normalizeEmail(rawEmail);
      const perAccount = { key: `password-reset:account:${email}`, windowSeconds: 3_600 };
      const { total } = await app.repos.rateCounters.add(perAccount);
      const user = await app.repos.users.findByEmail(email);
      // The same answer either way; only a known, active account below its hourly cap gets a mail.
      if (user && user.activated_at !== null && total <= RESET_LIMITS.perAccountPerHour) {
        const off = accountMailOff(app, options);
        if (off) {
          // The answer stays the same (it must not tell whether the address exists); the operator
          // learns from the log that no link was made.
          request.log.warn(`password reset asked, but ${ACCOUNT_MAIL_OFF_LOG[off]}: no mail sent`);
        } else {
          const token = newSessionToken();
          await app.repos.accounts.addToken(hashToken(token), user.id, 'reset', RESET_VALID_MS);
          await mailAccountLink(app, options, {
            to: user.email,
            kind: 'reset-password',
            token,
            origin,
          });
        }
        await app.audit(request, 'user.password-reset-request', `user:${user.email}`, null, {
          id: null,
          email: null,
        });
      }
      const wait = RESET_ANSWER_MS - (Date.now() - started);
      if (wait > 0) await sleep(wait);
      return reply.status(202).send({ success: true, data: { message: PASSWORD_RESET_SENT } });
    },
  );

  app.post('/password-reset/confirm', { onRequest: linkLimit }, async (request) => {
    const { token, password } = parseInput(passwordResetConfirmSchema, request.body);
    const userId = await app.repos.accounts.takeToken(hashToken(token), 'reset');
    const user = userId && (await app.repos.accounts.findById(userId));
    if (!user) throw new HttpError(400, ACCOUNT_LINK_INVALID);
    // Every session and every other link of the account ends.
    await app.repos.accounts.setPassword(user.id, await hashNew(password));
    await app.audit(request, 'user.password-reset', `user:${user.email}`, null, {
      id: user.id,
      email: user.email,
    });
    return { success: true, data: { email: user.email } };
  });

  app.post(
    '/password',
    {
      onRequest: [
        app.requireAdmin,
        async (request) => {
          const key = `password-change:account:${request.admin!.id}`;
          await enforceLimit(
            app.repos.rateCounters,
            { key, windowSeconds: 3_600, max: 10 },
            tooMany,
          );
        },
      ],
    },
    async (request) => {
      const admin = request.admin!;
      const { currentPassword, newPassword } = parseInput(changePasswordSchema, request.body);
      const user = await app.repos.accounts.findById(admin.id);
      const ok =
        user !== undefined &&
        (await passwordWork.run(() => verifyPassword(currentPassword, user.password_hash)));
      if (!ok)
        throw new HttpError(400, CURRENT_PASSWORD_WRONG, {
          fields: { currentPassword: [CURRENT_PASSWORD_WRONG] },
        });
      // The other sessions and any reset link end; this one goes on.
      await app.repos.accounts.setPassword(admin.id, await hashNew(newPassword), admin.tokenHash);
      await app.audit(request, 'user.password-change', `user:${admin.email}`);
      return { success: true, data: null };
    },
  );

  app.get('/sessions', { onRequest: app.requireAdmin }, async (request) => {
    const admin = request.admin!;
    return {
      success: true,
      data: await app.repos.accounts.sessionsOf(admin.id, admin.tokenHash, idleSince()),
    };
  });

  app.delete('/sessions/:id', { onRequest: app.requireAdmin }, async (request) => {
    const { id } = parseInput(sessionIdParamsSchema, request.params);
    const admin = request.admin!;
    if (!(await app.repos.accounts.endSession(admin.id, id)))
      throw new HttpError(404, 'Session not found');
    await app.audit(request, 'session.end', `session:${id}`);
    return { success: true, data: { id } };
  });
}
