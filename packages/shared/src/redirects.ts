import { z } from 'zod';

/** Where a redirect may lead from: a path of the site (not the API, the portal or an upload). */
const SITE_PATH = /^\/(?!api(?:\/|$)|admin(?:\/|$)|uploads\/)[A-Za-z0-9\-._~/%]*$/;
/** Whether a redirect may lead from `path` (the not-found log keeps only such paths). */
export const isRedirectablePath = (path: string) => SITE_PATH.test(path);
/** Where it may lead to: a path of the site, or an https address elsewhere. */
const TARGET = /^(\/[A-Za-z0-9\-._~/%?=&#]*|https:\/\/[^\s]+)$/;

export const REDIRECT_STATUSES = [301, 302] as const;

/** A redirect kept by the site: an old address that leads to a new one (a post's old slug, or one
 * an editor added). `source`: `slug` when the site made it as a post's slug changed. */
export const redirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  source: z.enum(['slug', 'manual']),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectInputSchema = z
  .object({
    from: z
      .string()
      .trim()
      .max(500)
      .regex(SITE_PATH, 'from must be a path of the site, like /old-page'),
    to: z
      .string()
      .trim()
      .max(2000)
      .regex(TARGET, 'to must be a path of the site or an https:// address'),
    status: z.union([z.literal(301), z.literal(302)]).default(301),
  })
  .strict();
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const redirectIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const REDIRECT_LOOP = 'This redirect would lead back to where it starts.';
export const REDIRECT_CHAIN =
  'This redirect would lead to an address that redirects again; point it at the final address.';
export const REDIRECT_TAKEN = 'An address can redirect only once: this one already does.';
export const REDIRECT_NOT_FOUND = 'Redirect not found';
