import { z } from 'zod';
import { leadFormSchema } from './lead-fields.ts';

/** POST /api/newsletter: the same answer whether the address is new, pending or already subscribed.
 * A new address is stored `pending` and mailed a confirmation link (double opt-in). */
export const newsletterInputSchema = leadFormSchema;
export type NewsletterInput = z.input<typeof newsletterInputSchema>;
/** What a sign-up answers, whatever the address was before. */
export const newsletterSignedUpSchema = z.object({ subscribed: z.literal(true) });

/** `pending` until the visitor follows the link in the confirmation mail (unconfirmed rows expire
 * after CONFIRMATION_DAYS); `confirmed` receives the newsletter. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** How long a confirmation link works; an address still pending after it is deleted. */
export const CONFIRMATION_DAYS = 7;

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** The sign-up (for a pending address: when its current confirmation link was sent). */
  createdAt: z.string(),
  /** When the link was followed; null for addresses that subscribed before double opt-in. */
  confirmedAt: z.string().nullable(),
  /** Works without signing in; for the footer of every newsletter sent to this address. */
  unsubscribeUrl: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const unsubscribeInputSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is invalid'),
});
/** GET and POST /api/newsletter/confirm?token=…: the link of the confirmation mail. */
export const newsletterConfirmInputSchema = unsubscribeInputSchema;
/** What the links' POST answers to an API client (a browser gets a page). */
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export const subscriptionConfirmedSchema = z.object({ confirmed: z.literal(true) });
