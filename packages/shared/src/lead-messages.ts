import { company } from './company.ts';

/** What the lead forms tell the visitor, without zod: the app's forms say it in the page, and the
 * server's pages say the same to a form the browser sent by itself (no script, or before the app took
 * over the page; docs/decisions/044). */

export const CONTACT_SENT_MESSAGE =
  'Thank you! Your message has been sent. We reply within one working day.';

export const TRAINING_REGISTERED_MESSAGE =
  'Thank you! Your registration is received. We will contact you to confirm your place.';

/** `address`: the e-mail address signed up, or where to look for it ('your inbox'). */
export const newsletterSignedUpMessage = (address: string) =>
  `Thank you! Check ${address} for a link to confirm your subscription to our newsletter.`;

/** A failure on the server's side (5xx): nothing was stored. */
export const LEAD_SERVER_FAILURE_MESSAGE = `Sorry, something went wrong on our side and nothing was sent. Please try again, or write to us at ${company.email}.`;
