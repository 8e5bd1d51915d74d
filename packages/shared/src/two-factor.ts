import { z } from 'zod';

/** Two-factor sign-in (issue 33, decision 050): TOTP (RFC 6238) and ten single-use recovery codes. */
export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: six digits from an authenticator app, or a recovery code (`abcde-fghij`). Spaces
 * and dashes that people type or paste are allowed; the server normalizes them. */
export const twoFactorCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(64, 'code must be at most 64 characters');

export const twoFactorCodeRequestSchema = z.strictObject({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** POST /api/auth/2fa/setup: the pending secret, to be confirmed by /enable. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/2fa/enable: the recovery codes, shown once (only their hashes are kept). */
export const twoFactorEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** GET /api/auth/2fa: the signed-in account's two-factor state. `setupRequired`: an administrator
 * requires two-factor for every account and this one has none yet, so its session may only set it up. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  setupRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** GET and PUT /api/admin/settings/two-factor: whether every account must use two-factor sign-in. */
export const twoFactorSettingSchema = z.strictObject({
  required: z.boolean({ error: 'required must be true or false' }),
});
export type TwoFactorSetting = z.infer<typeof twoFactorSettingSchema>;

/** The 401 of POST /api/auth/login when the account has two-factor on (`details.twoFactorRequired`). */
export const TWO_FACTOR_CODE_MISSING =
  'Two-factor sign-in is on for this account: enter the code from your authenticator app.';
export const TWO_FACTOR_CODE_WRONG =
  'That two-factor code is not valid (or was already used). Try the current code or a recovery code.';
/** The 403 of any admin call while the account must still set up two-factor
 * (`details.twoFactorSetupRequired`). */
export const TWO_FACTOR_SETUP_REQUIRED =
  'Two-factor sign-in is required for every account: set it up to continue.';
