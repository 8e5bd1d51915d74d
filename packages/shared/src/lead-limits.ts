/** The lead forms' limits, without zod: the browser's forms read them (maxlength, the participant
 * count) from this module, so a page with a form does not load the schema library to learn a number. The
 * schemas that enforce them are in lead-fields.ts and training-registration.ts. */

/** Limits shared by the three lead forms (contact, newsletter, training registration). */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  organisation: 200,
  subject: 200,
  message: 5000,
  /** Forms sent sooner than this after they were shown are refused (a person needs longer). */
  minFillMs: 2000,
  perAddressPerHour: 10,
} as const;

/** The most participants one training registration names. */
export const MAX_PARTICIPANTS = 50;
