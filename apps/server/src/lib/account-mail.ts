import type { FastifyInstance } from 'fastify';
import type { AccountLinkKind, AccountMailOffReason } from '@site/shared';
import { adminPaths, can } from '@site/shared';
import { enqueueMail } from '../db/mail-outbox-repository.ts';
import type { OriginSettings } from './public-origin.ts';

/** Where account links (invitations, password resets) may point: a vetted origin only (PUBLIC_URL,
 * or a loopback or ALLOWED_HOSTS host; public-origin.ts), and in production only PUBLIC_URL
 * (`requirePublicUrl`), so a forged Host or X-Forwarded-Host never reaches a genuine mail. */
export type AccountMailSettings = OriginSettings & { requirePublicUrl?: boolean };

export const ACCOUNT_MAIL_OFF_LOG: Record<AccountMailOffReason, string> = {
  'no-smtp': 'SMTP_URL is unset',
  'no-public-url':
    'PUBLIC_URL is unset in production, so account mail (invitations, password resets) is off',
};

/** Why account mail cannot go out from this server, or null when it can. */
export function accountMailOff(
  app: FastifyInstance,
  settings: AccountMailSettings,
): AccountMailOffReason | null {
  if (!app.leadMail.enabled) return 'no-smtp';
  if (settings.requirePublicUrl && !settings.publicUrl) return 'no-public-url';
  return null;
}

const TEXTS: Record<
  AccountLinkKind,
  (link: string, detail: string) => { subject: string; body: string }
> = {
  'accept-invite': (link, role) => ({
    subject: 'You are invited to the website admin portal',
    body: [
      `You are invited to the website's admin portal as ${role}.`,
      '',
      'Choose your password here (the link works once, for 72 hours):',
      link,
      '',
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n'),
  }),
  'reset-password': (link) => ({
    subject: 'Choose a new password for the website admin portal',
    body: [
      'Someone (hopefully you) asked to reset the password of your admin portal account.',
      '',
      'Choose a new password here (the link works once, for 1 hour):',
      link,
      '',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }),
};

/** Puts an account mail (an invitation or a reset link) in the mail outbox and starts its delivery.
 * `origin` is the vetted origin the caller checked before changing anything (requireVettedOrigin).
 * When account mail is off (`accountMailOff`) nothing is queued: the link is returned instead, for
 * an invitation's administrator to pass on, with the reason. */
export async function mailAccountLink(
  app: FastifyInstance,
  settings: AccountMailSettings,
  options: { to: string; kind: AccountLinkKind; token: string; detail?: string; origin: string },
) {
  const link = options.origin + adminPaths.accountLink(options.kind, options.token);
  const off = accountMailOff(app, settings);
  if (off) return { mailed: false, link, off } as const;
  const text = TEXTS[options.kind](link, options.detail ?? '');
  await enqueueMail(app.database.db, { to: options.to, replyTo: null, ...text });
  app.leadMail.kick();
  return { mailed: true, link, off } as const;
}

/** Tells the people who publish posts (editors and administrators, by the permission table) that a
 * post waits for their review, with a link to it in the portal (`/admin/posts/:id`). Nothing goes
 * out when account mail is off (the post shows in the overview's "Posts waiting for review") or to
 * the person who submitted it. */
export async function mailReviewRequest(
  app: FastifyInstance,
  settings: AccountMailSettings,
  options: {
    post: { id: string; title: string };
    by: { id: string; email: string };
    origin: string | null;
  },
) {
  if (accountMailOff(app, settings) || !options.origin) return 0;
  const reviewers = (await app.repos.accounts.list()).filter(
    (member) =>
      member.status === 'active' &&
      member.id !== options.by.id &&
      can(member.role, 'publish', 'posts'),
  );
  const link = options.origin + adminPaths.item('posts', options.post.id);
  for (const reviewer of reviewers)
    await enqueueMail(app.database.db, {
      to: reviewer.email,
      replyTo: options.by.email,
      subject: `Post waiting for review: ${options.post.title.replace(/\s+/g, ' ').trim()}`,
      body: [
        `${options.by.email} submitted a post for review:`,
        '',
        options.post.title,
        '',
        'Review, publish or schedule it here:',
        link,
      ].join('\n'),
    });
  if (reviewers.length > 0) app.leadMail.kick();
  return reviewers.length;
}
