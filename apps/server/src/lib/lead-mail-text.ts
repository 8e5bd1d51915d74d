import type { ContactMessage, TrainingRegistration } from '@site/shared';
import type { OutboxMail } from '../db/mail-outbox-repository.ts';

/** One line of visitor text for a header: no line breaks can reach the mail's headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const orDash = (value: string | null) => value ?? '-';

/** Plain-text notifications: what the visitor typed goes out as text, never as HTML. */
export function contactMessageMail(message: ContactMessage, to: string): OutboxMail {
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
      `Reply to this e-mail to answer ${name} directly. The message is also in the admin portal.`,
    ].join('\n'),
  };
}

export function trainingRegistrationMail(
  registration: TrainingRegistration,
  to: string,
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
      `Received: ${registration.createdAt}`,
      '',
      `Reply to this e-mail to answer ${name} directly. The registration is also in the admin portal.`,
    ].join('\n'),
  };
}
