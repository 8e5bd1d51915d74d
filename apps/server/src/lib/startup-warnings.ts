import type { Env } from '../env.ts';

export const PUBLIC_URL_UNSET =
  'PUBLIC_URL is not set: /robots.txt, /sitemap.xml and /rss.xml name the site only for loopback and ALLOWED_HOSTS, ' +
  'and answer other Host headers without it; account mail (invitations, password resets) is off, and the portal ' +
  "shows an invitation's link to pass on. Set PUBLIC_URL=https://your.domain in production.";

export const SMTP_URL_UNSET =
  'SMTP_URL is not set: leads are stored and shown in the portal but not mailed, and newsletter sign-ups ' +
  'stay pending (no confirmation mail can go out) until they expire after 7 days. Set SMTP_URL in production.';

/** What the person starting the server should fix, printed once at start. */
export function startupWarnings(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL'>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return [...(env.PUBLIC_URL ? [] : [PUBLIC_URL_UNSET]), ...(env.SMTP_URL ? [] : [SMTP_URL_UNSET])];
}
