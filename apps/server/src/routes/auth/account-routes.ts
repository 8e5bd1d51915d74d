import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_LINK_INVALID,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_RESET_SENT,
  acceptInviteSchema,
  accountLinkUsedSchema,
  accountSessionSchema,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetSentSchema,
  removedSchema,
  sessionIdParamsSchema,
  successEnvelope,
} from '@site/shared';
import { normalizeEmail } from '../../db/users-repository.ts';
import { HttpError } from '../../errors.ts';
import type { AccountMailSettings } from '../../lib/account-mail.ts';
import { ACCOUNT_MAIL_OFF_LOG, accountMailOff, mailAccountLink } from '../../lib/account-mail.ts';
import { ok } from '../../lib/answer.ts';
import { addressKey } from '../../lib/client-address.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { requireVettedOrigin } from '../../lib/public-origin.ts';
import { enforceLimit } from '../../lib/request-limits.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { bodyReadByHandler, parseInput } from '../../lib/validation.ts';
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
export const accountRoutes: FastifyPluginAsyncZod<AccountMailSettings> = async (app, options) => {
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

  /** A mailed link's route: limited per address; answers the account's address. */
  const linkRoute = <B extends z.ZodType>(summary: string, body: B) => ({
    onRequest: linkLimit,
    schema: { summary, body, response: { 200: successEnvelope(accountLinkUsedSchema) } },
  });

  const acceptInvite = linkRoute(
    "Accepts an invitation: the link's token and the new account's password",
    acceptInviteSchema,
  );
  app.post('/accept-invite', acceptInvite, async (request) => {
    const { token, password } = request.body;
    const userId = await app.repos.accounts.takeToken(hashToken(token), 'invite');
    const user = userId && (await app.repos.accounts.findById(userId));
    if (!user) throw new HttpError(400, ACCOUNT_LINK_INVALID);
    await app.repos.accounts.setPassword(user.id, await hashNew(password));
    await app.audit(request, 'user.accept', `user:${user.email}`, null, {
      id: user.id,
      email: user.email,
    });
    return ok({ email: user.email });
  });

  app.post(
    '/password-reset',
    {
      schema: {
        summary: 'Mails a link to choose a new password (the same answer for any address)',
        body: passwordResetRequestSchema,
        response: { 202: successEnvelope(passwordResetSentSchema) },
      },
      // The Host is vetted before the body is read (421 whatever the body holds).
      validatorCompiler: bodyReadByHandler,
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
      return reply.status(202).send(ok({ message: PASSWORD_RESET_SENT }));
    },
  );

  const confirmReset = linkRoute(
    "Chooses a new password with a reset link's token; ends every session",
    passwordResetConfirmSchema,
  );
  app.post('/password-reset/confirm', confirmReset, async (request) => {
    const { token, password } = request.body;
    const userId = await app.repos.accounts.takeToken(hashToken(token), 'reset');
    const user = userId && (await app.repos.accounts.findById(userId));
    if (!user) throw new HttpError(400, ACCOUNT_LINK_INVALID);
    // Every session and every other link of the account ends.
    await app.repos.accounts.setPassword(user.id, await hashNew(password));
    await app.audit(request, 'user.password-reset', `user:${user.email}`, null, {
      id: user.id,
      email: user.email,
    });
    return ok({ email: user.email });
  });

  app.post(
    '/password',
    {
      schema: {
        summary: "Changes the signed-in person's password; ends their other sessions",
        body: changePasswordSchema,
        response: { 200: successEnvelope(z.null()) },
      },
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
      const { currentPassword, newPassword } = request.body;
      const user = await app.repos.accounts.findById(admin.id);
      const right =
        user !== undefined &&
        (await passwordWork.run(() => verifyPassword(currentPassword, user.password_hash)));
      if (!right)
        throw new HttpError(400, CURRENT_PASSWORD_WRONG, {
          fields: { currentPassword: [CURRENT_PASSWORD_WRONG] },
        });
      // The other sessions and any reset link end; this one goes on.
      await app.repos.accounts.setPassword(admin.id, await hashNew(newPassword), admin.tokenHash);
      await app.audit(request, 'user.password-change', `user:${admin.email}`);
      return ok(null);
    },
  );

  const sessions = {
    onRequest: app.requireAdmin,
    schema: {
      summary: "The signed-in person's sessions (this one marked `current`)",
      response: { 200: successEnvelope(z.array(accountSessionSchema)) },
    },
  };
  app.get('/sessions', sessions, async (request) => {
    const admin = request.admin!;
    return ok(await app.repos.accounts.sessionsOf(admin.id, admin.tokenHash, idleSince()));
  });

  const endSession = {
    onRequest: app.requireAdmin,
    schema: {
      summary: "Ends one of the signed-in person's sessions",
      params: sessionIdParamsSchema,
      response: { 200: successEnvelope(removedSchema) },
    },
  };
  app.delete('/sessions/:id', endSession, async (request) => {
    const { id } = request.params;
    const admin = request.admin!;
    if (!(await app.repos.accounts.endSession(admin.id, id)))
      throw new HttpError(404, 'Session not found');
    await app.audit(request, 'session.end', `session:${id}`);
    return ok({ id });
  });
};
