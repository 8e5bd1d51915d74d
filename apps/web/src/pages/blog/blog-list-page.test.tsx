import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { company } from '../../content/company.ts';
import { backendPost } from '../../test/blog-posts.ts';
import { jsonResponse, mockFetch, networkDown } from '../../test/mock-fetch.ts';
import { readHead } from '../../test/document-head.ts';
import { BlogListPage } from './blog-list-page.tsx';

beforeEach(() => {
  queryClient.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const backendPosts = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    backendPost({
      slug: `backend-${i + 1}`,
      title: `Backend post ${i + 1}`,
      category: 'Company News',
    }),
  );

function renderList(posts?: readonly BuiltInPost[]) {
  const user = userEvent.setup();
  renderWithRouter(<BlogListPage posts={posts} />, { path: '/blog' });
  return { user };
}

/** Replaces a field's text in one input event (typing letter by letter is slow under load). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load More Articles' });

// Rendering whole pages in jsdom is slow on a busy machine: allow more than the default 5 s.
describe('the blog list', { timeout: 20_000 }, () => {
  it('shows a loading state, then the built-in posts followed by the backend posts', async () => {
    mockFetch({
      'GET /api/blogs': () => jsonResponse(200, { success: true, data: backendPosts(2) }),
    });
    renderList();
    expect(
      screen.getByText('Loading blog posts...').closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Showing 6 of 8 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(builtInPosts.map((post) => post.title));
    await userEvent.setup().click(loadMore()!);
    expect(cardTitles()).toEqual([
      ...builtInPosts.map((post) => post.title),
      'Backend post 1',
      'Backend post 2',
    ]);
  });

  it('shows a card with category, excerpt, long date, reading time, first three tags and a sized image (the first eager, the rest lazy)', async () => {
    mockFetch({ 'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }) });
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

  it('shows 6 articles, 6 more per Load More while more match, and back to 6 when the search changes', async () => {
    mockFetch({
      'GET /api/blogs': () => jsonResponse(200, { success: true, data: backendPosts(8) }),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 14 articles');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // Focus moves to the first new card.
    expect(screen.getByRole('link', { name: 'Backend post 1' })).toHaveFocus();
    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(loadMore()).toBeNull();

    await fill(user, screen.getByRole('searchbox', { name: 'Search articles' }), 'backend');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 8 articles')).toBeInTheDocument();
    await user.click(loadMore()!);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(loadMore()).toBeNull();
  });

  it('searches title, excerpt and category case-insensitively and filters by category', async () => {
    mockFetch({
      'GET /api/blogs': () => jsonResponse(200, { success: true, data: backendPosts(1) }),
    });
    const { user } = renderList();
    await screen.findByText('Showing 6 of 7 articles');
    const category = screen.getByRole('combobox', { name: 'Category' });
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
    ]);
    await user.selectOptions(category, 'Solar Streetlighting');
    expect(cardTitles()).toEqual(
      builtInPosts.filter((p) => p.category === 'Solar Streetlighting').map((p) => p.title),
    );
    await user.selectOptions(category, 'All');
    await fill(user, screen.getByRole('searchbox'), 'DATA PROTECTION');
    expect(cardTitles()).toEqual([
      'Public CCTV and the Data Protection Act: What Road Authorities Need to Know',
    ]);
    await fill(user, screen.getByRole('searchbox'), 'company news');
    expect(cardTitles()).toEqual(['Backend post 1']);
  });

  it('says when filtering leaves nothing', async () => {
    mockFetch({ 'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }) });
    const { user } = renderList();
    await screen.findAllByRole('article');
    await fill(user, screen.getByRole('searchbox'), 'no such article anywhere');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or category filter.'),
    ).toBeInTheDocument();
    expect(loadMore()).toBeNull();
  });

  it('says when nothing has been published at all', async () => {
    mockFetch({ 'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }) });
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
    mockFetch({ 'GET /api/blogs': route });
    renderList();
    expect(await screen.findByText('Showing 6 of 6 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(builtInPosts.map((post) => post.title));
    expect(loadMore()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch admin blog posts' }),
    );
  });

  it('leaves out drafts and a backend post that reuses a built-in slug', async () => {
    mockFetch({
      'GET /api/blogs': () =>
        jsonResponse(200, {
          success: true,
          data: [
            backendPost({ slug: builtInPosts[0]!.slug, title: 'Impostor' }),
            backendPost({ slug: 'draft', title: 'Draft', status: 'draft' }),
          ],
        }),
    });
    renderList();
    await screen.findByText('Showing 6 of 6 articles');
    expect(screen.queryByText('Impostor')).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();
  });

  it('sets its title, description, canonical link, preview tags and breadcrumbs', async () => {
    mockFetch({ 'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }) });
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
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
        ],
      },
    ]);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});

describe('the newsletter box', { timeout: 20_000 }, () => {
  let subscriptions: unknown[];
  let answer: () => Response;
  beforeEach(() => {
    subscriptions = [];
    answer = () => jsonResponse(201, { success: true, data: { subscribed: true } });
    mockFetch({
      'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }),
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
