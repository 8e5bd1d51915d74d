import { z } from 'zod';

/** A successful answer's envelope, `{ success: true, data }`; typed so that a route's answer is
 * checked against the answer its schema documents (a bare `success: true` would widen to boolean). */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** A route schema's answer that is not JSON (a page, a CSV download), as the API reference shows it. */
export const textAnswer = (type: 'text/html' | 'text/csv', description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});
