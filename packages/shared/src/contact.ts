import { z } from 'zod';
import { namedLeadFormSchema, optionalText, requiredText } from './lead-fields.ts';
import { LEAD_LIMITS } from './lead-limits.ts';

/** POST /api/contact: the contact form. `subject` names the button that led there (Get Quote …). */
export const contactInputSchema = namedLeadFormSchema.extend({
  message: requiredText('message', LEAD_LIMITS.message, { multiline: true }),
  subject: optionalText('subject', LEAD_LIMITS.subject),
  company: optionalText('company', LEAD_LIMITS.organisation),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  subject: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/admin/messages/:id */
export const contactMessagePatchSchema = z
  .object({ read: z.boolean({ error: 'read must be true or false' }) })
  .strict();
export type ContactMessagePatch = z.infer<typeof contactMessagePatchSchema>;
