import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TWO_FACTOR_CODE_WRONG,
  successEnvelope,
  twoFactorCodeRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSettingSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  type TwoFactorEnableResponse,
  type TwoFactorSetting,
  type TwoFactorSetupResponse,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { noStore, ok } from '../../lib/answer.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes.ts';
import { tooManyRequests } from '../../lib/request-limits.ts';
import { newTotpSecret, totpTimeStep, totpUri } from '../../lib/totp.ts';

/** Wrong codes a signed-in person may type when turning two-factor on or off, per window. */
export const CODE_CHECKS = { maxWrong: 5, windowSeconds: 15 * 60 };

export const TWO_FACTOR_ALREADY_ON =
  'Two-factor sign-in is already on for this account. Turn it off first to set it up again.';
export const TWO_FACTOR_NOT_STARTED = 'Start the two-factor set-up first.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for this account.';
export const TWO_FACTOR_OWN_FIRST =
  'Turn on two-factor sign-in for your own account before requiring it for everyone.';
const tooManyWrongCodes = (seconds: number) =>
  `Too many wrong codes. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/** Two-factor sign-in (decision 050): each person's own set-up under /api/auth/2fa, and the
 * administrators' setting that requires it for every account. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app;
  // The answers carry secrets and recovery codes.
  app.addHook('onRequest', noStore);

  /** A wrong code while turning two-factor on or off: counted per account (429 past the limit)
   * and recorded in the audit trail. */
  async function wrongCodesOf(request: FastifyRequest) {
    const counter = {
      key: `2fa:wrong:user:${request.admin!.id}`,
      windowSeconds: CODE_CHECKS.windowSeconds,
    };
    const { total, resetAt } = await app.repos.rateCounters.current(counter);
    if (total >= CODE_CHECKS.maxWrong) {
      const seconds = (resetAt.getTime() - Date.now()) / 1000;
      throw tooManyRequests(tooManyWrongCodes(seconds), seconds);
    }
    return async (during: 'enable' | 'disable') => {
      await app.repos.rateCounters.add(counter);
      await app.audit(request, 'auth.two-factor-failed', `user:${request.admin!.email}`, {
        during,
      });
      return new HttpError(400, TWO_FACTOR_CODE_WRONG);
    };
  }

  const signedIn = { onRequest: app.requireAdmin };
  const status = {
    summary: "The signed-in account's two-factor state",
    response: { 200: successEnvelope(twoFactorStatusSchema) },
  };
  app.get('/auth/2fa', { ...signedIn, schema: status }, async (request) =>
    ok(await twoFactor.status(request.admin!.id)),
  );

  const setup = {
    summary: 'Starts the set-up: a new secret, to be confirmed by /enable',
    response: { 200: successEnvelope(twoFactorSetupResponseSchema) },
  };
  app.post('/auth/2fa/setup', { ...signedIn, schema: setup }, async (request) => {
    const { id, email } = request.admin!;
    const secret = newTotpSecret();
    if (!(await twoFactor.repo.savePending(id, twoFactor.box.seal(secret))))
      throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
    const data: TwoFactorSetupResponse = { secret, otpauthUrl: totpUri(secret, email) };
    return ok(data);
  });

  const enable = {
    summary: 'Turns two-factor on with a code of the new secret; answers the recovery codes, once',
    body: twoFactorCodeRequestSchema,
    response: { 200: successEnvelope(twoFactorEnableResponseSchema) },
  };
  app.post('/auth/2fa/enable', { ...signedIn, schema: enable }, async (request) => {
    const { code } = request.body;
    const { id, email } = request.admin!;
    const record = await twoFactor.repo.find(id);
    if (record?.enabled) throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
    if (!record) throw new HttpError(409, TWO_FACTOR_NOT_STARTED);
    const wrongCode = await wrongCodesOf(request);
    const step = await totpTimeStep(
      twoFactor.box.open(record.secret),
      code.replace(/\s/g, ''),
      null,
    );
    if (step === null) throw await wrongCode('enable');
    const recoveryCodes = newRecoveryCodes();
    if (!(await twoFactor.repo.enable(id, step, recoveryCodes.map(hashRecoveryCode))))
      throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
    // A session taken with a stolen password does not outlive the fix, nor does a reset link.
    await app.repos.accounts.endOtherSessionsAndLinks(id, request.admin!.tokenHash);
    await app.audit(request, 'auth.two-factor-enabled', `user:${email}`);
    const data: TwoFactorEnableResponse = { recoveryCodes };
    return ok(data);
  });

  const disable = {
    summary: 'Turns two-factor off, with a current code or a recovery code',
    body: twoFactorCodeRequestSchema,
    response: { 200: successEnvelope(z.null()) },
  };
  app.post('/auth/2fa/disable', { ...signedIn, schema: disable }, async (request) => {
    const { code } = request.body;
    const { id, email } = request.admin!;
    const record = await twoFactor.repo.find(id);
    if (!record?.enabled) throw new HttpError(409, TWO_FACTOR_NOT_ON);
    const wrongCode = await wrongCodesOf(request);
    const used = await twoFactor.useCode(id, record, code);
    if (!used) throw await wrongCode('disable');
    await twoFactor.repo.remove(id);
    await app.repos.accounts.endOtherSessionsAndLinks(id, request.admin!.tokenHash);
    await app.audit(request, 'auth.two-factor-disabled', `user:${email}`, { with: used });
    return ok(null);
  });

  const settings = { onRequest: app.requirePermission('settings') };
  const setting = {
    summary: 'Whether every account must use two-factor sign-in',
    response: { 200: successEnvelope(twoFactorSettingSchema) },
  };
  app.get('/admin/settings/two-factor', { ...settings, schema: setting }, async () => {
    const data: TwoFactorSetting = { required: await twoFactor.required() };
    return ok(data);
  });

  const changeSetting = {
    summary: 'Requires two-factor sign-in for every account, or stops requiring it',
    body: twoFactorSettingSchema,
    response: { 200: successEnvelope(twoFactorSettingSchema) },
  };
  app.put('/admin/settings/two-factor', { ...settings, schema: changeSetting }, async (request) => {
    const { required } = request.body;
    const { id, email } = request.admin!;
    if (required && !(await twoFactor.repo.find(id))?.enabled)
      throw new HttpError(409, TWO_FACTOR_OWN_FIRST);
    await twoFactor.setRequired(required, email);
    await app.audit(request, 'settings.two-factor', 'settings:two-factor', { required });
    const data: TwoFactorSetting = { required };
    return ok(data);
  });
};
