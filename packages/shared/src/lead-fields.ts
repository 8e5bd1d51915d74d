import { z } from 'zod';
import { LEAD_LIMITS } from './lead-limits.ts';

export const TOO_QUICK_MESSAGE =
  'The form was sent too quickly. Please check it and send it again.';
export const tooManyLeadsMessage = (what: string) =>
  `Too many ${what} from your network address. Please try again in an hour, or write to us by e-mail.`;

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** What every lead form sends, and each form's schema extends: the visitor's address, the honeypot
 * `website` (people never see it, so anything in it marks a robot) and `elapsedMs`, how long the
 * form was open before it was sent. */
export const leadFormSchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(LEAD_LIMITS.email, `email must be at most ${LEAD_LIMITS.email} characters`)
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
  website: z.string().max(500).optional(),
  elapsedMs: z
    .number({ error: 'elapsedMs must be a number of milliseconds' })
    .int()
    .min(0)
    .optional(),
});

/** The forms that also name the person (contact, training registration). The name comes first, as on
 * the form, so an empty form's first error is the first field's. */
export const namedLeadFormSchema = z.object({
  firstName: requiredText('firstName', LEAD_LIMITS.name),
  lastName: requiredText('lastName', LEAD_LIMITS.name),
  ...leadFormSchema.shape,
  phone: optionalText('phone', LEAD_LIMITS.phone),
});

export const leadIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const leadCreatedSchema = z.object({ id: z.string() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;
