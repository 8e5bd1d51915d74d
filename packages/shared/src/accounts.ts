import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from './auth.ts';
import { ROLES } from './roles.ts';

/** Accounts of the team (issue 33, decision 049): invitations, password reset, own password and
 * sessions, the audit trail. One schema per API shape, used by the server and the portal. */

const email = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid e-mail address' }));

const role = z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` });

/** A new password: the length rule of `npm run admin -- create`. */
export const newPasswordSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(
      MIN_ADMIN_PASSWORD_LENGTH,
      `${field} must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
    )
    .max(1024, `${field} must be at most 1024 characters`);

const token = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is not valid. Ask for a new one.');

export const inviteUserSchema = z.strictObject({ email, role });
export type InviteUser = z.infer<typeof inviteUserSchema>;

export const changeRoleSchema = z.strictObject({ role });
export type ChangeRole = z.infer<typeof changeRoleSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** `invited`: the invitation is not accepted yet. */
  status: z.enum(['active', 'invited']),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Why this server sends no account mail: no SMTP_URL, or (in production) no PUBLIC_URL to build
 * the links from (decision 057). */
export const ACCOUNT_MAIL_OFF_REASONS = ['no-smtp', 'no-public-url'] as const;
export type AccountMailOffReason = (typeof ACCOUNT_MAIL_OFF_REASONS)[number];

/** `POST /api/admin/users`: the invited person, and the invitation's link when this server sends
 * no account mail (`mailOff` says why), for the administrator to pass on; both null when mailed. */
export const invitedMemberSchema = teamMemberSchema.extend({
  inviteLink: z.string().nullable(),
  mailOff: z.enum(ACCOUNT_MAIL_OFF_REASONS).nullable(),
});
export type InvitedMember = z.infer<typeof invitedMemberSchema>;

/** What an accepted invitation and a completed reset answer: the account's address. */
export const accountLinkUsedSchema = z.object({ email: z.string() });

/** What a reset request answers, whether or not the address has an account. */
export const passwordResetSentSchema = z.object({ message: z.string() });

export const acceptInviteSchema = z.strictObject({
  token,
  password: newPasswordSchema('password'),
});
export type AcceptInvite = z.infer<typeof acceptInviteSchema>;

export const passwordResetRequestSchema = z.strictObject({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.strictObject({
  token,
  password: newPasswordSchema('password'),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(1024, 'currentPassword must be at most 1024 characters'),
  newPassword: newPasswordSchema('newPassword'),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const accountSessionSchema = z.object({
  /** A public id (never the token or its hash). */
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const isoDate = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a date (ISO 8601)`)
    .optional();

export const auditQuerySchema = z.strictObject({
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  from: isoDate('from'),
  to: isoDate('to'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The e-mail of who acted; null when nobody was signed in. */
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export { ACCOUNT_LINK_KINDS, type AccountLinkKind } from './admin-paths.ts';

export const LAST_ADMIN_REMOVE = 'The last administrator cannot be removed.';
export const LAST_ADMIN_DEMOTE =
  'The last administrator cannot be given another role. Make another person an administrator first.';
export const ACCOUNT_LINK_INVALID =
  'This link is not valid any more (it was used, or it expired). Ask for a new one.';
export const PASSWORD_RESET_SENT =
  'If an account uses this address, a link to choose a new password is on its way. It is valid for 1 hour.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
