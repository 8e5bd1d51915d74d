import { z } from 'zod';
import { LEAD_LIMITS } from './lead-limits.ts';

export const TOO_QUICK_MESSAGE =
  'The form was sent too quickly. Please check it and send it again.';
export const tooManyLeadsMessage = (what: string) =>
  `Too many ${what} from your network address. Please try again in an hour, or write to us by e-mail.`;

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none belongs
 * in a one-line field, whose text reaches the notification mail's header lines. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** A multi-line field keeps tab, line feed and carriage return; no other control character (a NUL
 * alone makes PostgreSQL refuse the text). */
const NOT_TEXT = /(?![\t\n\r])\p{Cc}/u;

export const oneLineMessage = (field: string) =>
  `${field} must be one line of text, without line breaks or control characters`;
export const controlCharacterMessage = (field: string) =>
  `${field} must not contain control characters`;

const checked = (text: z.ZodString, field: string, multiline: boolean) =>
  multiline
    ? text.refine((value) => !NOT_TEXT.test(value), controlCharacterMessage(field))
    : text.refine((value) => !NOT_ONE_LINE.test(value), oneLineMessage(field));

/** Required text; one line unless `multiline` (then line breaks and tabs are kept). */
export const requiredText = (field: string, max: number, { multiline = false } = {}) =>
  checked(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
    field,
    multiline,
  );

/** Optional one-line text: blank becomes undefined. */
export const optionalText = (field: string, max: number) =>
  checked(
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`),
    field,
    false,
  )
    .optional()
    .transform((value) => (value ? value : undefined));

/** What every lead form sends, and each form's schema extends: the visitor's address, the honeypot
 * `website` (people never see it, so anything in it marks a robot) and `elapsedMs`, how long the
 * form was open before it was sent (required: a client that does not say is refused). Strict, like
 * every form built on it: an unknown field is a 400 that names it. */
export const leadFormSchema = z.strictObject({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(LEAD_LIMITS.email, `email must be at most ${LEAD_LIMITS.email} characters`)
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
  website: z.string().max(500).optional(),
  elapsedMs: z
    .number({ error: 'elapsedMs must be a number of milliseconds' })
    .int('elapsedMs must be a whole number of milliseconds')
    .min(0, 'elapsedMs must be a whole number of milliseconds'),
});

/** The forms that also name the person (contact, training registration). The name comes first, as on
 * the form, so an empty form's first error is the first field's. */
export const namedLeadFormSchema = z.strictObject({
  firstName: requiredText('firstName', LEAD_LIMITS.name),
  lastName: requiredText('lastName', LEAD_LIMITS.name),
  ...leadFormSchema.shape,
  phone: optionalText('phone', LEAD_LIMITS.phone),
});

export const leadIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const leadCreatedSchema = z.object({ id: z.string() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;
