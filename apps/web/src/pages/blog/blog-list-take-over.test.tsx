import type { BlogListItem } from '@site/shared';
import { builtInPosts } from '@site/shared/built-in-posts';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import {
  blogCategoriesKey,
  blogListPageKey,
  blogTotalKey,
} from '../../features/blog/use-blog-articles.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SiteOriginProvider } from '../../lib/site-origin.tsx';
import { backendPost } from '../../test/blog-posts.ts';
import { jsonResponse, mockFetch, ok } from '../../test/mock-fetch.ts';
import { prerenderAndTakeOver, type RoutedPage } from '../../test/take-over.tsx';
import { BlogListPage } from './blog-list-page.tsx';

const origin = 'https://www.kilima.example';

const items = (from: number, count: number): BlogListItem[] =>
  Array.from({ length: count }, (_, i) => {
    const { content: _content, ...post } = backendPost({
      slug: `backend-${from + i}`,
      title: `Backend post ${from + i}`,
    });
    return { ...post, excerpt: post.excerpt ?? '' };
  });

/** What app/render-page.tsx puts in the cache (and in the page's seed) for `/blog?page=N`. */
function seed(page: number, pageItems: BlogListItem[], total: number) {
  queryClient.setQueryData(blogListPageKey(page), { items: pageItems, total });
  queryClient.setQueryData(blogTotalKey, total);
  queryClient.setQueryData(blogCategoriesKey, ['Company News']);
}

const page: RoutedPage = (router) => (
  <SiteOriginProvider value={origin}>
    {router(
      <Route path="/blog">
        <BlogListPage />
      </Route>,
    )}
  </SiteOriginProvider>
);

const titlesIn = (root: ParentNode) =>
  [...root.querySelectorAll('article h3')].map((heading) => heading.textContent);

describe('the blog list, prerendered and taken over', () => {
  it('/blog?page=2 has its six cards, real links to the pages around it and rel links, and hydrates without a request', async () => {
    const api = mockFetch({});
    seed(2, items(1, 6), 20);
    const { html, container, errors, consoleError } = await prerenderAndTakeOver(
      page,
      '/blog?page=2',
    );

    // Readable without script: the cards, the counts and the links are in the HTML.
    for (let n = 1; n <= 6; n += 1) expect(html).toContain(`>Backend post ${n}</a>`);
    expect(html).toContain('Showing 7–12 of 26 articles');
    expect(html).toMatch(/<a [^>]*href="\/blog"[^>]*>Previous page<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/blog\?page=3"[^>]*>Next page<\/a>/);
    expect(html).toContain(`<link rel="prev" href="${origin}/blog"/>`);
    expect(html).toContain(`<link rel="next" href="${origin}/blog?page=3"/>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/blog?page=2"/>`);
    expect(html).toContain('<title>Blog, page 2 | ');
    expect(html).toContain('<option value="Company News">Company News</option>');
    expect(html).not.toContain('Load More Articles');

    // The app shows the same page, from the seed, with no mismatch and no request.
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(titlesIn(container)).toEqual(items(1, 6).map((item) => item.title));
    expect(api.calls).toEqual([]);
  });

  it("/blog has the built-in posts and 'Load More Articles' as a link to page 2, which the app makes a button", async () => {
    mockFetch({
      'GET /api/blogs': () =>
        jsonResponse(200, { success: true, data: items(1, 12), total: 20, nextCursor: 'c2' }),
      'GET /api/blogs/categories': () => ok(['Company News']),
    });
    seed(1, [], 20);
    const { html, container, errors, consoleError } = await prerenderAndTakeOver(page, '/blog');

    expect(html).toContain('Showing 6 of 26 articles');
    expect(html).toMatch(/<a [^>]*href="\/blog\?page=2"[^>]*>Load More Articles<\/a>/);
    expect(html).toContain(`<link rel="next" href="${origin}/blog?page=2"/>`);
    expect(html).not.toContain('rel="prev"');
    expect(html).not.toContain('Loading blog posts...');

    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(titlesIn(container)).toEqual(builtInPosts.map((post) => post.title));
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toContain(
      'Load More Articles',
    );
    expect(
      [...container.querySelectorAll('a')].some((a) => a.textContent === 'Load More Articles'),
    ).toBe(false);
  });

  it('a page past the last is the not-found page, before and after take-over', async () => {
    mockFetch({
      'GET /api/blogs?limit=6&page=8': () =>
        jsonResponse(200, { success: true, data: [], total: 20, nextCursor: null }),
    });
    // The server carries no posts for such a page, only the total (its 404 page serves every number).
    queryClient.setQueryData(blogTotalKey, 20);
    queryClient.setQueryData(blogCategoriesKey, []);
    const { html, container, errors, consoleError } = await prerenderAndTakeOver(
      page,
      '/blog?page=9',
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('<article');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toMatch(/not found/i);
  });
});
