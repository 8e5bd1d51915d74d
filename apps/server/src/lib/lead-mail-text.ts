import type { ContactMessage, TrainingRegistration } from '@site/shared';
import { adminPaths, CONFIRMATION_DAYS, sessionLabel } from '@site/shared';
import { company } from '@site/shared/company';
import type { OutboxMail } from '../db/mail-outbox-repository.ts';
import type { SubscriberRow } from '../db/newsletter-subscribers-repository.ts';

/** One line of visitor text for a header: no line breaks can reach the mail's headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const orDash = (value: string | null) => value ?? '-';

/** Where the portal shows a lead: its screen's address on the site's vetted origin, or, without one
 * (PUBLIC_URL unset and a Host that is not vetted), the portal named in words. */
const inThePortal = (what: string, origin: string | null, path: string) =>
  origin
    ? `The ${what} is also in the admin portal: ${origin}${path}`
    : `The ${what} is also in the admin portal.`;

/** Plain-text notifications: what the visitor typed goes out as text, never as HTML. */
export function contactMessageMail(
  message: ContactMessage,
  to: string,
  origin: string | null,
): OutboxMail {
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const subject = message.subject ? oneLine(message.subject) : 'General enquiry';
  return {
    to,
    replyTo: message.email,
    subject: `Website message: ${subject} - ${name}`,
    body: [
      'A visitor sent a message through the website contact form.',
      '',
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Phone: ${orDash(message.phone)}`,
      `Company: ${orDash(message.company)}`,
      `Subject: ${subject}`,
      `Received: ${message.createdAt}`,
      '',
      'Message:',
      message.message,
      '',
      `Reply to this e-mail to answer ${name} directly.`,
      inThePortal('message', origin, adminPaths.message(message.id)),
    ].join('\n'),
  };
}

export function trainingRegistrationMail(
  registration: TrainingRegistration,
  to: string,
  origin: string | null,
): OutboxMail {
  const name = oneLine(`${registration.firstName} ${registration.lastName}`);
  return {
    to,
    replyTo: registration.email,
    subject: `Training registration: ${registration.course} - ${name}`,
    body: [
      'A visitor registered for a training course on the website.',
      '',
      `Course: ${registration.course}`,
      `Participants: ${registration.participants}`,
      `Name: ${name}`,
      `Email: ${registration.email}`,
      `Phone: ${orDash(registration.phone)}`,
      `Organisation: ${orDash(registration.organisation)}`,
      `Session: ${sessionLabel(registration.session)}`,
      `Course id: ${orDash(registration.courseId)}`,
      `Session id: ${registration.session?.id ?? '- (the next session, to be announced)'}`,
      `Received: ${registration.createdAt}`,
      '',
      `Reply to this e-mail to answer ${name} directly.`,
      inThePortal('registration', origin, adminPaths.section('registrations')),
    ].join('\n'),
  };
}

/** The double opt-in mail to the visitor: the one link that makes the address a subscriber.
 * Replies go to the company (LEADS_TO), never to the address that asked. */
export function newsletterConfirmationMail(
  signUp: { email: string; confirmUrl: string },
  replyTo: string,
): OutboxMail {
  return {
    to: signUp.email,
    replyTo,
    subject: `Please confirm your subscription to the ${company.shortName} newsletter`,
    body: [
      `Someone, hopefully you, asked to receive the ${company.shortName} newsletter at ${signUp.email}.`,
      '',
      'To confirm, open this link and press the button:',
      signUp.confirmUrl,
      '',
      `The link works for ${CONFIRMATION_DAYS} days. If you did not ask for the newsletter, ignore this`,
      'e-mail: without a confirmation the address is deleted and you hear nothing more from us.',
      '',
      company.name,
    ].join('\n'),
  };
}

/** The company's notification of a new subscriber, sent once the address is confirmed. */
export function newsletterSubscriptionMail(
  subscriber: SubscriberRow,
  to: string,
  origin: string | null,
): OutboxMail {
  return {
    to,
    replyTo: subscriber.email,
    subject: `Newsletter subscription: ${subscriber.email}`,
    body: [
      'A visitor confirmed a newsletter subscription on the website.',
      '',
      `Email: ${subscriber.email}`,
      `Confirmed: ${subscriber.confirmedAt ?? '-'}`,
      '',
      inThePortal('subscriber', origin, adminPaths.section('subscribers')),
    ].join('\n'),
  };
}
