import { z } from 'zod';
import { isRedirectablePath } from './redirects.ts';

/** The not-found log (issue 48, decision 072): the site's addresses that answered "not found", each
 * counted, so an editor sees which deserve a redirect. */
export const NOT_FOUND_LIMITS = {
  /** A longer path is cut to this many characters: one address cannot take much room. */
  path: 300,
  /** The log keeps at most this many paths; the least recently seen go first. */
  entries: 1_000,
  defaultLimit: 50,
  maxLimit: 100,
  cursor: 200,
  /** What one client may report from the app (`POST /api/not-found`) in an hour. */
  reportsPerHour: 30,
} as const;

/** The path a not-found log keeps for a requested address: without its query and fragment, cut to
 * the maximum length; null for an address no redirect could lead from (the API, the portal, an
 * upload, characters a path of the site never has). */
export function notFoundPathOf(address: string): string | null {
  const path = (address.split(/[?#]/, 1)[0] ?? '').slice(0, NOT_FOUND_LIMITS.path);
  return path.startsWith('/') && isRedirectablePath(path) ? path : null;
}

export const NOT_FOUND_PATH_RULE =
  'path must be a path of the site, like /old-page (not /api, /admin or /uploads)';

/** `POST /api/not-found`: the app showed its not-found page at this route path. */
export const notFoundReportSchema = z.strictObject({
  path: z
    .string({ error: 'path is required' })
    .max(2_000, 'path must be at most 2000 characters')
    .refine((path) => notFoundPathOf(path.trim()) !== null, NOT_FOUND_PATH_RULE)
    .transform((path) => notFoundPathOf(path.trim())!),
});

/** One address of the log: how often it answered "not found", first and last. */
export const notFoundEntrySchema = z.object({
  path: z.string(),
  count: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type NotFoundEntry = z.infer<typeof notFoundEntrySchema>;

export const NOT_FOUND_SORTS = ['count', 'latest'] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

/** `GET /api/admin/not-found`: a page of the log, the most frequent first (`sort=count`, the default)
 * or the latest seen first (`sort=latest`); `cursor` is the previous page's `nextCursor`. */
export const notFoundListQuerySchema = z.strictObject({
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(NOT_FOUND_SORTS, { error: `sort must be one of ${NOT_FOUND_SORTS.join(', ')}` })
      .default('count'),
  ),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOT_FOUND_LIMITS.maxLimit, `limit must be at most ${NOT_FOUND_LIMITS.maxLimit}`)
    .default(NOT_FOUND_LIMITS.defaultLimit),
  cursor: z
    .string()
    .max(NOT_FOUND_LIMITS.cursor, `cursor must be at most ${NOT_FOUND_LIMITS.cursor} characters`)
    .optional(),
});
export type NotFoundListQuery = z.infer<typeof notFoundListQuerySchema>;

/** `DELETE /api/admin/not-found?path=`: the address whose entry goes. */
export const notFoundPathQuerySchema = z.strictObject({
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(2_000),
});

export const NOT_FOUND_ENTRY_MISSING = 'That address is not in the not-found log';
export const TOO_MANY_NOT_FOUND_REPORTS = 'Too many reports from this address. Try again later.';
