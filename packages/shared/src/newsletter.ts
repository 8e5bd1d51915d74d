import { z } from 'zod';
import { leadFormSchema } from './lead-fields.ts';

/** POST /api/newsletter: the same answer whether the address is new or already subscribed. */
export const newsletterInputSchema = leadFormSchema;
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Works without signing in; for the footer of every newsletter sent to this address. */
  unsubscribeUrl: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const unsubscribeInputSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is invalid'),
});
