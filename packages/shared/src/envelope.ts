import { z } from 'zod';
import { listPageSchema } from './blog-list.ts';

/** Every successful API answer: `{ success: true, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** A page of a list (posts, items of a content type, the audit trail): `data` and the paging facts. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.array(item)).extend(listPageSchema.shape);

/** What a DELETE answers: the id of what is gone. */
export const removedSchema = z.object({ id: z.string() });

/** Every failed API answer: `{ success: false, error, details? }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { success: true; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
