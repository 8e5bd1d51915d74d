import type { FastifyInstance } from 'fastify';

/** Where an address that names nothing has moved (the redirects table, issue 48), or null. A target
 * on this site without a query of its own keeps the request's (`/blog/old?ref=x` → `/blog/new?ref=x`). */
export async function movedTo(
  app: FastifyInstance,
  url: string,
): Promise<{ location: string; status: 301 | 302 } | null> {
  const [pathname = '/', query] = url.split(/\?(.*)/s);
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return null;
  }
  const redirect = await app.repos.redirects.find(path);
  if (!redirect) return null;
  const keepQuery = query && redirect.to.startsWith('/') && !/[?#]/.test(redirect.to);
  return { location: keepQuery ? `${redirect.to}?${query}` : redirect.to, status: redirect.status };
}
