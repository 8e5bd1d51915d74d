import type { BlogListItem } from '@site/shared';
import { builtInPosts } from '@site/shared/built-in-posts';
import { SEARCH_POST_LIMIT } from '@site/shared/site-search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchEntries } from '../../content/search-index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SiteOriginProvider } from '../../lib/site-origin.tsx';
import { backendPost } from '../../test/blog-posts.ts';
import { readHead } from '../../test/document-head.ts';
import { listed, seedContentList } from '../../test/content-items.ts';
import { jsonResponse, mockFetch, networkDown } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { prerender, takeOver, type RoutedPage } from '../../test/take-over.tsx';
import { SearchPage } from './search-page.tsx';
import { searchPostsKey } from './use-search-results.ts';

const origin = 'https://www.kilima.example';

function listItem(slug: string, title: string): BlogListItem {
  const { content: _content, ...post } = backendPost({
    slug,
    title,
    excerpt: `${title}, summed up.`,
  });
  return { ...post, excerpt: post.excerpt ?? '' };
}

/** What GET /api/blogs answers for a search: the newest matches and how many match in all. */
const searchAnswer =
  (items: BlogListItem[], total = items.length) =>
  () =>
    jsonResponse(200, { success: true, data: items, total, nextCursor: null });
const searchUrl = (q: string) =>
  `GET /api/blogs?limit=${SEARCH_POST_LIMIT}&q=${encodeURIComponent(q).replace(/%20/g, '+')}`;

const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.font-semibold:not(span.rounded)')?.textContent);

const solarPosts = builtInPosts.filter((post) => /solar/i.test(post.title));

beforeEach(() => {
  // The published projects, as a prerendered search page carries them.
  seedContentList('projects');
});

describe('the search page', () => {
  it('without a query: a search form that works without script, the search tips as links, an indexable head', () => {
    mockFetch({});
    renderWithRouter(<SearchPage />, { path: '/search' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = within(form).getByRole('searchbox', { name: 'Search for' });
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('maxlength', '200');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toHaveTextContent('Type a word and press Search.');
    expect(screen.getByRole('link', { name: 'traffic' })).toHaveAttribute(
      'href',
      '/search?q=traffic',
    );
    expect(screen.getByRole('link', { name: 'Nairobi BRT System' })).toHaveAttribute(
      'href',
      '/search?q=Nairobi+BRT+System',
    );
    const head = readHead();
    expect(head.titles).toEqual(['Search | Kilima Smart Systems']);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${window.location.origin}/search`);
  });

  it("lists the overlay's results, then the built-in posts, then the server's, each a link, with the count", async () => {
    const api = mockFetch({
      [searchUrl('solar')]: searchAnswer(
        [listItem('solar-audit', 'A solar audit'), listItem(solarPosts[0]!.slug, 'A double')],
        30,
      ),
    });
    renderWithRouter(<SearchPage />, { path: '/search?q=solar' });
    const entries = searchEntries('solar');
    expect(entries.length).toBeGreaterThan(2);

    await waitFor(() => expect(resultTitles()).toContain('A solar audit'));
    expect(resultTitles()).toEqual([
      ...entries.map((entry) => entry.title),
      ...solarPosts.map((post) => post.title),
      'A solar audit',
    ]);
    const links = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...entries.map((entry) => entry.href),
      ...solarPosts.map((post) => `/blog/${post.slug}`),
      '/blog/solar-audit',
    ]);
    // The overlay's result: badge, title, description, category.
    expect(within(links[0]!).getByText(entries[0]!.description)).toBeInTheDocument();
    expect(within(links.at(-1)!).getByText('Blog post')).toBeInTheDocument();
    expect(within(links.at(-1)!).getByText('A solar audit, summed up.')).toBeInTheDocument();
    // 28 of the server's 30 matches are not listed (one listed, one a built-in post's slug).
    const total = entries.length + solarPosts.length + 1 + 28;
    expect(screen.getByRole('status')).toHaveTextContent(`${total} results`);
    expect(screen.getByText(/28 more matching posts are on the blog\./)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('solar');
    expect(api.keys()).toEqual([searchUrl('solar')]);

    const head = readHead();
    expect(head.titles).toEqual(['Search results for "solar" | Kilima Smart Systems']);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });

  it('says when nothing matches, with the search tips', async () => {
    mockFetch({ [searchUrl('zebra drones')]: searchAnswer([]) });
    renderWithRouter(<SearchPage />, { path: '/search?q=zebra+drones' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^No results found for "zebra drones"$/),
    );
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lighting' })).toBeInTheDocument();
  });

  it("shows the site's results when the server's posts cannot be read, and logs why", async () => {
    mockFetch({ [searchUrl('beads')]: networkDown });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(<SearchPage />, { path: '/search?q=beads' });
    expect(resultTitles()).toEqual(['Glass Beads']);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(screen.queryByText('Searching blog posts...')).not.toBeInTheDocument();
  });

  it('reads the search bounded and without control characters', () => {
    mockFetch({ [searchUrl('x'.repeat(200))]: searchAnswer([]) });
    renderWithRouter(<SearchPage />, { path: `/search?q=${'x'.repeat(300)}%00y` });
    expect(screen.getByRole('searchbox')).toHaveValue('x'.repeat(200));
  });

  it('searches again in place when the form is sent in the app', async () => {
    mockFetch({
      [searchUrl('beads')]: searchAnswer([]),
      [searchUrl('signal heads')]: searchAnswer([]),
    });
    const user = userEvent.setup();
    const { location } = renderWithRouter(<SearchPage />, { path: '/search?q=beads' });
    const input = screen.getByRole('searchbox');
    await user.clear(input);
    await user.type(input, 'signal heads{Enter}');
    expect(location.current().route).toBe('/search?q=signal+heads');
    expect(resultTitles()).toEqual(['Signal Heads']);
    expect(input).toHaveFocus();

    // A search reached otherwise (a tip, back) shows in the box.
    act(() => location.navigate('/search?q=beads'));
    expect(input).toHaveValue('beads');
  });
});

describe('the search page and the published projects', () => {
  it('names a project by its current title and leaves out one that is not published', () => {
    mockFetch({ [searchUrl('solar')]: searchAnswer([]) });
    const projects = listed('projects')
      .filter((project) => project.id !== 'solar-1')
      .map((project) =>
        project.id === 'lighting-1' ? { ...project, title: 'Kisumu Solar Street Lights' } : project,
      );
    seedContentList('projects', projects);
    renderWithRouter(<SearchPage />, { path: '/search?q=solar' });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).not.toContain('/projects/solar-1');
    expect(screen.getByText('Kisumu Solar Street Lights')).toBeInTheDocument();
  });
});

describe('the search page, prerendered and taken over', () => {
  const page: RoutedPage = (router) => (
    <SiteOriginProvider value={origin}>
      {router(
        <Route path="/search">
          <SearchPage />
        </Route>,
      )}
    </SiteOriginProvider>
  );

  it('has the results in its HTML as links, and the app shows the same from the seed without a request', async () => {
    const api = mockFetch({});
    const server = [listItem('traffic-data', 'Traffic data for counties')];
    // What app/render-page.tsx seeds for `/search?q=traffic`.
    queryClient.setQueryData(searchPostsKey('traffic'), { items: server, total: 1 });
    const { html, container } = prerender(page, '/search?q=traffic');
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="traffic"/);
    expect(html).toMatch(/<a [^>]*href="\/blog\/traffic-data"/);
    expect(html).toMatch(/<a [^>]*href="\/projects\/traffic-1"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('Searching blog posts...');

    const { errors, consoleError } = await takeOver(container, page, '/search?q=traffic');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ results$/);
    expect(container.querySelector('a[href="/blog/traffic-data"]')).not.toBeNull();
  });
});
