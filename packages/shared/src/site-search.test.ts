import { describe, expect, it } from 'vitest';
import { BLOG_LIST_LIMITS } from './blog-list.ts';
import { isSiteLink, paths, publicRoutes } from './site-routes.ts';
import { SEARCH_QUERY_MAX_LENGTH, searchHref, searchQueryOf } from './site-search.ts';

/** The platform's reader of query strings (Node's and the browsers'; this package is typed without either). */
const { URLSearchParams: QueryString } = globalThis as unknown as {
  URLSearchParams: new (query: string) => { get(name: string): string | null };
};

describe('the search page address', () => {
  it('is a route of the site, never listed in the sitemap', () => {
    expect(paths.search).toBe('/search');
    expect(isSiteLink('/search?q=traffic')).toBe(true);
    expect(publicRoutes()).not.toContain('/search');
  });

  it('writes a search as a form sends it, and reads it back as URLSearchParams does', () => {
    for (const q of ['traffic', 'red light', 'a&b=c+d', 'Ωmega 100%', 'what?#x']) {
      const href = searchHref(q);
      expect(href.startsWith('/search?q=')).toBe(true);
      const query = href.slice('/search?'.length);
      expect(new QueryString(query).get('q')).toBe(q);
      expect(searchQueryOf(query)).toBe(q);
    }
    expect(searchHref('red light')).toBe('/search?q=red+light');
    expect(searchHref('  ')).toBe('/search');
    expect(searchQueryOf('')).toBe('');
    expect(searchQueryOf('page=2')).toBe('');
    expect(searchQueryOf('x=1&q=solar&q=other')).toBe('solar');
    expect(searchQueryOf('q=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('reads a search bounded, on one line, without control characters', () => {
    expect(searchQueryOf('q=%20%20red%0A%00light%09')).toBe('red light');
    expect(searchQueryOf(`q=${'ab'.repeat(300)}`)).toBe('ab'.repeat(100));
    // Never half of a character that takes two UTF-16 units.
    const emoji = searchQueryOf(`q=a${encodeURIComponent('🚦'.repeat(150))}`);
    expect(emoji).toBe(`a${'🚦'.repeat(99)}`);
    // Whatever the page reads, the blog list API takes as its `q`.
    expect(SEARCH_QUERY_MAX_LENGTH).toBeLessThanOrEqual(BLOG_LIST_LIMITS.query);
  });
});
