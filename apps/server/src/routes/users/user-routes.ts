import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_REMOVE,
  changeRoleSchema,
  invitedMemberSchema,
  inviteUserSchema,
  removedSchema,
  successEnvelope,
  teamMemberSchema,
  userIdParamsSchema,
  type InvitedMember,
} from '@site/shared';
import { normalizeEmail } from '../../db/users-repository.ts';
import { HttpError } from '../../errors.ts';
import type { AccountMailSettings } from '../../lib/account-mail.ts';
import { mailAccountLink } from '../../lib/account-mail.ts';
import { decoyPasswordHash } from '../../lib/password.ts';
import { requireVettedOrigin } from '../../lib/public-origin.ts';
import { noStore, ok } from '../../lib/answer.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { bodyReadByHandler, parseInput } from '../../lib/validation.ts';

/** An invitation link works once, for 72 hours. */
export const INVITE_VALID_MS = 72 * 3_600_000;
export const ACCOUNT_EXISTS = 'An account with this e-mail address already exists.';
const notFound = () => new HttpError(404, 'Account not found');

/** The team (administrators only): list, invite with a role, change a role, remove. The last
 * administrator who can sign in can be neither removed nor given another role, also when two such
 * changes arrive at once (accounts-repository.ts keepingAnAdmin). */
export const userRoutes: FastifyPluginAsyncZod<AccountMailSettings> = async (app, options) => {
  app.addHook('onRequest', app.requirePermission('team'));
  app.addHook('onRequest', noStore);

  const list = {
    summary: 'The team: every account with its role',
    response: { 200: successEnvelope(z.array(teamMemberSchema)) },
  };
  app.get('/', { schema: list }, async () => ok(await app.repos.accounts.list()));

  const invite = {
    schema: {
      summary: 'Invites someone with a role (mails a link, or answers it when mail is off)',
      body: inviteUserSchema,
      response: { 201: successEnvelope(invitedMemberSchema) },
    },
    // The Host is vetted before the body is read (421 whatever the body holds).
    validatorCompiler: bodyReadByHandler,
  };
  app.post('/', invite, async (request, reply) => {
    // The link goes to someone's mailbox: never built from an unvetted Host (421, nothing changed).
    const origin = requireVettedOrigin(request, options);
    const input = parseInput(inviteUserSchema, request.body);
    const email = normalizeEmail(input.email);
    const existing = await app.repos.users.findByEmail(email);
    if (existing && existing.activated_at !== null)
      throw new HttpError(409, ACCOUNT_EXISTS, { fields: { email: [ACCOUNT_EXISTS] } });
    // Inviting again someone who has not accepted yet sends a new link (the old one stops working).
    let id: string;
    if (existing) {
      id = existing.id;
      await app.repos.accounts.setRole(id, input.role);
    } else {
      id = await app.repos.accounts.invite(email, input.role, await decoyPasswordHash());
    }
    const token = newSessionToken();
    await app.repos.accounts.addToken(hashToken(token), id, 'invite', INVITE_VALID_MS);
    const sent = await mailAccountLink(app, options, {
      to: email,
      kind: 'accept-invite',
      token,
      detail: input.role,
      origin,
    });
    await app.audit(request, 'user.invite', `user:${email}`, { role: input.role });
    const member = (await app.repos.accounts.list()).find((m) => m.id === id)!;
    const data: InvitedMember = {
      ...member,
      inviteLink: sent.mailed ? null : sent.link,
      mailOff: sent.off,
    };
    return reply.status(201).send(ok(data));
  });

  const changeRole = {
    summary: "Changes a person's role",
    params: userIdParamsSchema,
    body: changeRoleSchema,
    // Absent only when the account was removed meanwhile.
    response: { 200: successEnvelope(teamMemberSchema.optional()) },
  };
  app.patch('/:id', { schema: changeRole }, async (request) => {
    const { id } = request.params;
    const { role } = request.body;
    const changed = await app.repos.accounts.changeRole(id, role);
    if (changed.outcome === 'not-found') throw notFound();
    if (changed.outcome === 'last-admin') throw new HttpError(409, LAST_ADMIN_DEMOTE);
    const { email, role: from } = changed.before;
    await app.audit(request, 'user.role', `user:${email}`, { from, to: role });
    const member = (await app.repos.accounts.list()).find((m) => m.id === id);
    return ok(member);
  });

  const remove = {
    summary: "Removes a person's account",
    params: userIdParamsSchema,
    response: { 200: successEnvelope(removedSchema) },
  };
  app.delete('/:id', { schema: remove }, async (request) => {
    const { id } = request.params;
    const removed = await app.repos.accounts.removeAccount(id);
    if (removed.outcome === 'not-found') throw notFound();
    if (removed.outcome === 'last-admin') throw new HttpError(409, LAST_ADMIN_REMOVE);
    const { email, role } = removed.before;
    await app.audit(request, 'user.remove', `user:${email}`, { role });
    return ok({ id });
  });
};
