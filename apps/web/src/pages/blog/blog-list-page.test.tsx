import type { BlogListItem } from '@site/shared';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { backendPost } from '../../test/blog-posts.ts';
import { jsonResponse, mockFetch, networkDown, ok } from '../../test/mock-fetch.ts';
import { breadcrumb, readHead } from '../../test/document-head.ts';
import { BlogListPage } from './blog-list-page.tsx';

/** A published post as GET /api/blogs lists it: no content, always an excerpt. */
function listItem(overrides: Parameters<typeof backendPost>[0] = {}): BlogListItem {
  const { content: _content, ...post } = backendPost(overrides);
  return { ...post, excerpt: post.excerpt ?? '' };
}

const listItems = (count: number, from = 1, label = 'Backend post') =>
  Array.from({ length: count }, (_, i) =>
    listItem({ slug: `backend-${from + i}`, title: `${label} ${from + i}` }),
  );

/** One answer of GET /api/blogs: a page of posts, the total and the next page's cursor. */
const listAnswer = (data: BlogListItem[], total = data.length, nextCursor: string | null = null) =>
  jsonResponse(200, { success: true, data, total, nextCursor });

/** The list's other call, the dropdown's categories. */
const categories =
  (names: string[] = []) =>
  () =>
    ok(names);

function renderList(posts?: readonly BuiltInPost[], path = '/blog') {
  const user = userEvent.setup();
  const view = renderWithRouter(<BlogListPage posts={posts} />, { path });
  return { user, ...view };
}

/** Replaces a field's text in one input event (typing letter by letter is slow under load). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load More Articles' });
const builtInTitles = builtInPosts.map((post) => post.title);
const listCalls = (keys: string[]) =>
  keys.filter((key) => key.startsWith('GET /api/blogs?') || key === 'GET /api/blogs');

// Rendering whole pages in jsdom is slow on a busy machine: allow more than the default 5 s.
describe('the blog list', { timeout: 20_000 }, () => {
  it('shows a loading state, then the built-in posts followed by the backend posts', async () => {
    const api = mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(2)),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    expect(
      screen.getByText('Loading blog posts...').closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Showing 6 of 8 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(builtInTitles);
    await user.click(loadMore()!);
    expect(cardTitles()).toEqual([...builtInTitles, 'Backend post 1', 'Backend post 2']);
    // The first page of the whole list is the address the first-view loader preloads.
    expect(listCalls(api.keys())).toEqual(['GET /api/blogs']);
  });

  it('shows a card with category, excerpt, long date, reading time, first three tags and a sized image (the first eager, the rest lazy)', async () => {
    mockFetch({
      'GET /api/blogs': () => listAnswer([]),
      'GET /api/blogs/categories': categories(),
    });
    renderList();
    const first = builtInPosts[0]!;
    const card = (await screen.findAllByRole('article'))[0]!;
    const view = within(card);
    expect(view.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/blog/${first.slug}`,
    );
    expect(view.getByText(first.category)).toBeInTheDocument();
    expect(view.getByText(first.excerpt)).toBeInTheDocument();
    expect(view.getByText('February 18, 2025')).toBeInTheDocument();
    expect(view.getByText(`${first.readTime} min read`)).toBeInTheDocument();
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      first.tags.slice(0, 3).map((tag) => `#${tag}`),
    );
    const image = view.getByRole('img', { name: first.image.alt });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    // The first card is in a phone's first view: its picture loads at once and first; the others wait.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const second = within((await screen.findAllByRole('article'))[1]!).getByRole('img');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'low');
  });

  it("shows a backend card's excerpt as the server gives it (a list item has no content)", async () => {
    mockFetch({
      'GET /api/blogs': () =>
        listAnswer([listItem({ slug: 'x', title: 'Listed', excerpt: 'The start of the text...' })]),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Load More Articles' }));
    const card = screen.getAllByRole('article').at(-1)!;
    expect(within(card).getByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    expect(within(card).getByText('The start of the text...')).toBeInTheDocument();
  });

  it('shows six more per Load More, and fetches the next page of the API only when the loaded posts run out', async () => {
    const api = mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(12), 20, 'cursor-2'),
      'GET /api/blogs?cursor=cursor-2': () => listAnswer(listItems(8, 13), 20, null),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 26 articles');
    expect(screen.getAllByRole('article')).toHaveLength(6);

    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // Focus moves to the first new card.
    expect(screen.getByRole('link', { name: 'Backend post 1' })).toHaveFocus();
    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.getByText('Showing 18 of 26 articles')).toBeInTheDocument();
    // Twelve backend posts shown: all of the first page. Nothing more was asked yet.
    expect(listCalls(api.keys())).toEqual(['GET /api/blogs']);

    await user.click(loadMore()!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(listCalls(api.keys())).toEqual(['GET /api/blogs', 'GET /api/blogs?cursor=cursor-2']);
    expect(screen.getByRole('link', { name: 'Backend post 13' })).toHaveFocus();
    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(26);
    expect(cardTitles().at(-1)).toBe('Backend post 20');
    expect(loadMore()).toBeNull();
    expect(listCalls(api.keys())).toHaveLength(2);
  });

  it('asks the server to search (after a pause in typing), filters the built-in posts itself, and counts both', async () => {
    const api = mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(12), 40, 'cursor-2'),
      'GET /api/blogs?q=solar': () => listAnswer(listItems(12, 1, 'Solar result'), 15, 'solar-2'),
      'GET /api/blogs?cursor=solar-2&q=solar': () =>
        listAnswer(listItems(3, 13, 'Solar result'), 15, null),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 46 articles');
    await fill(user, screen.getByRole('searchbox', { name: 'Search articles' }), 'solar');
    // Two built-in posts mention solar in their title, excerpt or category; the server finds 15.
    expect(await screen.findByText('Showing 6 of 17 articles')).toBeInTheDocument();
    const solarBuiltIns = builtInPosts
      .filter((post) =>
        [post.title, post.excerpt, post.category].some((text) => /solar/i.test(text)),
      )
      .map((post) => post.title);
    expect(solarBuiltIns).toHaveLength(2);
    expect(cardTitles()).toEqual([
      ...solarBuiltIns,
      'Solar result 1',
      'Solar result 2',
      'Solar result 3',
      'Solar result 4',
    ]);
    // Typing asked once, when it paused.
    expect(listCalls(api.keys())).toEqual(['GET /api/blogs', 'GET /api/blogs?q=solar']);
    await user.click(loadMore()!);
    await user.click(loadMore()!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(17));
    expect(listCalls(api.keys()).at(-1)).toBe('GET /api/blogs?cursor=solar-2&q=solar');
    expect(loadMore()).toBeNull();

    // Back to the whole list: six again, from the cache.
    await fill(user, screen.getByRole('searchbox'), '');
    expect(await screen.findByText('Showing 6 of 46 articles')).toBeInTheDocument();
  });

  it("offers the built-in posts' categories and the server's, and asks the server for a category's posts", async () => {
    const api = mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(3)),
      'GET /api/blogs/categories': categories(['Company News', 'Cybersecurity']),
      'GET /api/blogs?category=Company+News': () =>
        listAnswer([listItem({ slug: 'news', title: 'News item', category: 'Company News' })]),
      'GET /api/blogs?category=Cybersecurity': () =>
        listAnswer([listItem({ slug: 'cyber', title: 'Cyber item', category: 'Cybersecurity' })]),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 9 articles');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'All',
        'Cybersecurity',
        'Intelligent Transport System(ITS)',
        'Solar Streetlighting',
        'Company News',
      ]),
    );
    await user.selectOptions(category, 'Company News');
    expect(await screen.findByText('Showing 1 of 1 article')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['News item']);

    await user.selectOptions(category, 'Cybersecurity');
    expect(await screen.findByText('Showing 3 of 3 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      ...builtInPosts.filter((p) => p.category === 'Cybersecurity').map((p) => p.title),
      'Cyber item',
    ]);
    expect(listCalls(api.keys())).toEqual([
      'GET /api/blogs',
      'GET /api/blogs?category=Company+News',
      'GET /api/blogs?category=Cybersecurity',
    ]);
  });

  it('searches the built-in posts by title, excerpt and category, case-insensitively', async () => {
    mockFetch({
      'GET /api/blogs': () => listAnswer([]),
      'GET /api/blogs?q=DATA+PROTECTION': () => listAnswer([]),
      'GET /api/blogs?q=solar+streetlighting': () => listAnswer([]),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findAllByRole('article');
    await fill(user, screen.getByRole('searchbox'), 'DATA PROTECTION');
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Public CCTV and the Data Protection Act: What Road Authorities Need to Know',
      ]),
    );
    await fill(user, screen.getByRole('searchbox'), 'solar streetlighting');
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        builtInPosts.filter((p) => p.category === 'Solar Streetlighting').map((p) => p.title),
      ),
    );
  });

  it('says when filtering leaves nothing', async () => {
    mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(2)),
      'GET /api/blogs?q=no+such+article+anywhere': () => listAnswer([]),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findAllByRole('article');
    await fill(user, screen.getByRole('searchbox'), 'no such article anywhere');
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or category filter.'),
    ).toBeInTheDocument();
    expect(loadMore()).toBeNull();
  });

  it('says when nothing has been published at all', async () => {
    mockFetch({
      'GET /api/blogs': () => listAnswer([]),
      'GET /api/blogs/categories': categories(),
    });
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText('No blog posts have been published yet. Check back later!'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'a non-OK answer',
      () => jsonResponse(500, { success: false, error: 'Internal Server Error' }),
    ],
    ['a network failure', networkDown],
  ])('logs the error and shows the built-in posts after %s', async (_, route) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/blogs': route, 'GET /api/blogs/categories': route });
    renderList();
    expect(await screen.findByText('Showing 6 of 6 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(builtInTitles);
    expect(loadMore()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch admin blog posts' }),
    );
    // The dropdown keeps the built-in posts' categories.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Cybersecurity',
      'Intelligent Transport System(ITS)',
      'Solar Streetlighting',
    ]);
  });

  it('ends the list where a later page fails, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(12), 30, 'cursor-2'),
      'GET /api/blogs?cursor=cursor-2': networkDown,
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 36 articles');
    await user.click(loadMore()!);
    await user.click(loadMore()!);
    await user.click(loadMore()!);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() => expect(loadMore()).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(18);
  });

  it('leaves out drafts and a backend post that reuses a built-in slug', async () => {
    mockFetch({
      'GET /api/blogs': () =>
        jsonResponse(200, {
          success: true,
          data: [
            listItem({ slug: builtInPosts[0]!.slug, title: 'Impostor' }),
            listItem({ slug: 'draft', title: 'Draft', status: 'draft' }),
          ],
          total: 1,
          nextCursor: null,
        }),
      'GET /api/blogs/categories': categories(),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 7 articles');
    await user.click(loadMore()!);
    expect(screen.queryByText('Impostor')).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(loadMore()).toBeNull();
  });

  it('sets its title, description, canonical link, preview tags and breadcrumbs', async () => {
    mockFetch({
      'GET /api/blogs': () => listAnswer(listItems(3)),
      'GET /api/blogs/categories': categories(),
    });
    renderList();
    await screen.findAllByRole('article');
    const origin = window.location.origin;
    const head = readHead();
    expect(document.title).toBe(`Blog | ${company.shortName}`);
    expect(head.description).toMatch(/transport/);
    expect(head.canonical).toBe(`${origin}/blog`);
    expect(head.og('og:type')).toBe('website');
    expect(head.og('og:url')).toBe(`${origin}/blog`);
    // No picture of its own: the branded default.
    expect(head.og('og:image')).toBe(`${origin}/images/og/default-1200x630.jpg`);
    expect(head.og('og:image:type')).toBe('image/jpeg');
    expect(head.jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          breadcrumb(1, 'Home', `${origin}/`),
          breadcrumb(2, 'Blog', `${origin}/blog`),
        ],
      },
    ]);
    // The second page follows.
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      `${origin}/blog?page=2`,
    );
    expect(document.head.querySelector('link[rel="prev"]')).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});

describe('a numbered page of the list, /blog?page=N', { timeout: 20_000 }, () => {
  it('shows the six posts of its window, links to the pages around it, and names them in its head', async () => {
    // Six built-in posts fill page 1: page 3 is backend posts 7 to 12, the second page of six.
    const api = mockFetch({
      'GET /api/blogs?limit=6&page=2': () => listAnswer(listItems(6, 7), 20, 'unused'),
      'GET /api/blogs/categories': categories(),
    });
    renderList(undefined, '/blog?page=3');
    expect(await screen.findByText('Showing 13–18 of 26 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual([7, 8, 9, 10, 11, 12].map((n) => `Backend post ${n}`));
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog?page=4',
    );
    expect(within(pages).getByText('Page 3 of 5')).toBeInTheDocument();
    expect(loadMore()).toBeNull();

    const origin = window.location.origin;
    expect(document.title).toBe(`Blog, page 3 | ${company.shortName}`);
    expect(readHead().canonical).toBe(`${origin}/blog?page=3`);
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      `${origin}/blog?page=2`,
    );
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      `${origin}/blog?page=4`,
    );
    expect(listCalls(api.keys())).toEqual(['GET /api/blogs?limit=6&page=2']);
  });

  it('links page 2 back to /blog, and has no next link on the last page', async () => {
    mockFetch({
      'GET /api/blogs?limit=6&page=1': () => listAnswer(listItems(4), 4, null),
      'GET /api/blogs/categories': categories(),
    });
    renderList(undefined, '/blog?page=2');
    expect(await screen.findByText('Showing 7–10 of 10 articles')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(pages).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(document.head.querySelector('link[rel="next"]')).toBeNull();
  });

  it('moves between pages in the app, and a search leaves for the whole list', async () => {
    mockFetch({
      'GET /api/blogs?limit=6&page=1': () => listAnswer(listItems(6), 9, 'unused'),
      'GET /api/blogs?limit=6&page=2': () => listAnswer(listItems(3, 7), 9, null),
      'GET /api/blogs': () => listAnswer(listItems(9), 9),
      'GET /api/blogs?q=backend': () => listAnswer(listItems(9), 9),
      'GET /api/blogs/categories': categories(),
    });
    const { user, location } = renderList(undefined, '/blog?page=2');
    await screen.findByText('Showing 7–12 of 15 articles');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(location.current().route).toBe('/blog?page=3');
    expect(await screen.findByText('Showing 13–15 of 15 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Backend post 7', 'Backend post 8', 'Backend post 9']);

    await fill(user, screen.getByRole('searchbox'), 'backend');
    expect(location.current().route).toBe('/blog');
    expect(await screen.findByText('Showing 6 of 9 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Backend post ${n}`));
  });

  it('is not found past the last page', async () => {
    mockFetch({
      'GET /api/blogs?limit=6&page=8': () => listAnswer([], 20, null),
      'GET /api/blogs/categories': categories(),
    });
    renderList(undefined, '/blog?page=9');
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('the newsletter box', { timeout: 20_000 }, () => {
  let subscriptions: unknown[];
  let answer: () => Response;
  beforeEach(() => {
    subscriptions = [];
    answer = () => jsonResponse(201, { success: true, data: { subscribed: true } });
    mockFetch({
      'GET /api/blogs': () => listAnswer([]),
      'GET /api/blogs/categories': categories(),
      'POST /api/newsletter': (init) => {
        subscriptions.push(JSON.parse(String(init.body)));
        return answer();
      },
    });
  });

  it('asks for a valid e-mail address and sends nothing until there is one', async () => {
    const { user } = renderList();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const region = screen.getAllByRole('status').at(-1)!;
    expect(region).toHaveTextContent('Please enter your e-mail address.');
    await fill(user, email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(region).toHaveTextContent('Please enter a valid e-mail address, like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(subscriptions).toEqual([]);
  });

  it('stores a valid address through the API and confirms in the page', async () => {
    const { user } = renderList();
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Email address' }),
      'reader@county.example',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(
        'Thank you! Check reader@county.example for a link to confirm your subscription to our newsletter.',
      ),
    );
    expect(subscriptions).toEqual([
      { email: 'reader@county.example', elapsedMs: expect.any(Number) },
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('keeps the address and shows the error when subscribing fails', async () => {
    answer = () =>
      jsonResponse(429, {
        success: false,
        error:
          'Too many subscriptions from your network address. Please try again in an hour, or write to us by e-mail.',
      });
    const { user } = renderList();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await fill(user, email, 'reader@county.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(
        'Too many subscriptions from your network address.',
      ),
    );
    expect(email).toHaveValue('reader@county.example');
  });
});
