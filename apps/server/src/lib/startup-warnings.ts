import type { Env } from '../env.ts';

export const PUBLIC_URL_UNSET =
  'PUBLIC_URL is not set: /robots.txt, /sitemap.xml and /rss.xml name the site only for loopback and ALLOWED_HOSTS, ' +
  'and answer other Host headers without it. Set PUBLIC_URL=https://your.domain in production.';

/** What the person starting the server should fix, printed once at start. */
export function startupWarnings(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): string[] {
  return env.NODE_ENV === 'production' && !env.PUBLIC_URL ? [PUBLIC_URL_UNSET] : [];
}
