import { z } from 'zod';
import { ROLES } from './roles.ts';
import { twoFactorCodeSchema } from './two-factor.ts';

export const loginRequestSchema = z.strictObject({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(254, 'email must be at most 254 characters')
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(1024, 'password must be at most 1024 characters'),
  /** The second factor (a TOTP or a recovery code) when the account has two-factor on. */
  code: twoFactorCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES) });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  session: z.object({ access_token: z.string(), expires_at: z.string() }),
  user: adminUserSchema,
  /** Two-factor is required for every account and this one has none: the session may only set it up. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: adminUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export { MIN_ADMIN_PASSWORD_LENGTH } from './password-rules.ts';
