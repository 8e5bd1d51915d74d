import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountLinkKind } from '@site/shared';
import { accountLinkPath } from '@site/shared';
import { enqueueMail } from '../db/mail-outbox-repository.ts';

/** The site's address for links in mail: PUBLIC_URL, or the address the request came to. */
export const siteOrigin = (request: FastifyRequest, publicUrl?: string) =>
  publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

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
 * Without SMTP_URL the outbox keeps nothing (no mail can go out): the link is returned instead, for
 * an invitation's administrator to pass on. */
export async function mailAccountLink(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    to: string;
    kind: AccountLinkKind;
    token: string;
    detail?: string;
    publicUrl?: string;
  },
) {
  const link =
    siteOrigin(request, options.publicUrl) + accountLinkPath(options.kind, options.token);
  if (!app.leadMail.enabled) return { mailed: false, link } as const;
  const text = TEXTS[options.kind](link, options.detail ?? '');
  await enqueueMail(app.database.db, { to: options.to, replyTo: null, ...text });
  app.leadMail.kick();
  return { mailed: true, link } as const;
}
