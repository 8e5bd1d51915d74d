import type { AuditAction } from '@site/shared/audit-actions';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  TWO_FACTOR_CODE_MISSING,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_SETUP_REQUIRED,
  type TwoFactorStatus,
} from '@site/shared';
import { serverSecretsRepository } from '../db/server-secrets-repository.ts';
import { siteSettingsRepository } from '../db/site-settings-repository.ts';
import type { TwoFactorRecord } from '../db/two-factor-repository.ts';
import { twoFactorRepository } from '../db/two-factor-repository.ts';
import { HttpError } from '../errors.ts';
import { hashRecoveryCode, isRecoveryCodeShape } from '../lib/recovery-codes.ts';
import { secretBox } from '../lib/secret-box.ts';
import { totpTimeStep } from '../lib/totp.ts';

/** The site setting (site_settings) that makes two-factor sign-in required for every account. */
export const TWO_FACTOR_REQUIRED_SETTING = 'two-factor-required';

/** While two-factor is required and not set up, a session may call only these: who am I, sign out,
 * and the account's own routes (two-factor, password, sessions) under /api/auth/. */
const SETUP_SESSION_PREFIX = '/api/auth/';

type Account = { id: string; email: string };
/** What a sign-in's second factor came to. `off`: the account has no two-factor. */
export type SignInSecondFactor =
  | { outcome: 'off'; setupRequired: boolean }
  | { outcome: 'passed' }
  | { outcome: 'missing' | 'wrong'; error: HttpError };

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: ReturnType<typeof twoFactorService>;
  }
}

function twoFactorService(
  repo: ReturnType<typeof twoFactorRepository>,
  settings: ReturnType<typeof siteSettingsRepository>,
  box: ReturnType<typeof secretBox>,
  audit: (
    request: FastifyRequest,
    action: AuditAction,
    target: string,
    details: Record<string, unknown>,
    actor: { id: string; email: string },
  ) => Promise<void>,
) {
  const service = {
    repo,
    box,
    required: () => settings.get(TWO_FACTOR_REQUIRED_SETTING, false),
    setRequired: (required: boolean, by: string) =>
      settings.set(TWO_FACTOR_REQUIRED_SETTING, required, by),

    /** Checks `code` (a TOTP or a recovery code) and uses it up: `totp`, `recovery`, or null. */
    async useCode(userId: string, record: TwoFactorRecord, code: string) {
      if (isRecoveryCodeShape(code))
        return (await repo.useRecoveryCode(userId, hashRecoveryCode(code))) ? 'recovery' : null;
      const digits = code.replace(/\s/g, '');
      const step = await totpTimeStep(box.open(record.secret), digits, record.lastTimeStep);
      if (step === null) return null;
      return (await repo.useTimeStep(userId, step)) ? 'totp' : null;
    },

    /** Whether the account must set up two-factor before anything else. */
    async setupRequired(userId: string) {
      if (!(await service.required())) return false;
      return !(await repo.find(userId))?.enabled;
    },

    async status(userId: string): Promise<TwoFactorStatus> {
      const [record, required] = await Promise.all([repo.find(userId), service.required()]);
      const enabled = Boolean(record?.enabled);
      return {
        enabled,
        required,
        setupRequired: required && !enabled,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(userId) : 0,
      };
    },

    /** The second factor of a sign-in whose password was right. A wrong code is recorded in the audit
     * trail; the caller counts it in the sign-in throttle. */
    async checkSignIn(
      request: FastifyRequest,
      account: Account,
      code: string | undefined,
    ): Promise<SignInSecondFactor> {
      const record = await repo.find(account.id);
      if (!record?.enabled) return { outcome: 'off', setupRequired: await service.required() };
      const details = { twoFactorRequired: true };
      if (!code)
        return { outcome: 'missing', error: new HttpError(401, TWO_FACTOR_CODE_MISSING, details) };
      const used = await service.useCode(account.id, record, code);
      const target = `user:${account.email}`;
      if (!used) {
        await audit(request, 'auth.two-factor-failed', target, { during: 'sign-in' }, account);
        return { outcome: 'wrong', error: new HttpError(401, TWO_FACTOR_CODE_WRONG, details) };
      }
      if (used === 'recovery')
        await audit(request, 'auth.recovery-code-used', target, { during: 'sign-in' }, account);
      return { outcome: 'passed' };
    },
  };
  return service;
}

/** Two-factor sign-in (decision 050): the service the sign-in and the 2fa routes use, and the rule
 * that a session of an account that must set up two-factor reaches only the account's own routes. */
export const twoFactorPlugin = fp(
  async (app) => {
    const key = await serverSecretsRepository(app.database.db).get('two-factor-key');
    const service = twoFactorService(
      twoFactorRepository(app.database.db),
      siteSettingsRepository(app.database.db),
      secretBox(key),
      (request, action, target, details, actor) =>
        app.audit(request, action, target, details, actor),
    );
    app.decorate('twoFactor', service);

    // After the route's own onRequest (requireAdmin has found the session), before the body is read.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!request.admin) return payload;
      if ((request.routeOptions.url ?? '').startsWith(SETUP_SESSION_PREFIX)) return payload;
      if (await service.setupRequired(request.admin.id))
        throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED, { twoFactorSetupRequired: true });
      return payload;
    });
  },
  { name: 'two-factor', dependencies: ['database', 'auth', 'audit'] },
);
