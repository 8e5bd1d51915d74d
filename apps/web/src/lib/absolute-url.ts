/** An absolute URL for a site path (`/about`, `/uploads/x.jpg`); a URL that is already absolute
 * is kept, and a protocol-relative one (`//cdn.example.com/x.jpg`) gets https. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
