import { builtInPosts } from '@site/shared/built-in-posts';
import { screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { company } from '../../content/company.ts';
import { backendPost, jsonResponse, mockFetch, networkDown } from '../../features/blog/test-support.ts';
import { BlogPostPage } from './blog-post-page.tsx';

beforeEach(() => {
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function renderPost(slug: string) {
  return renderWithRouter(
    <Switch>
      <Route path="/blog/:slug">
        <BlogPostPage />
      </Route>
      <Route path="/blog">
        <p>The list</p>
      </Route>
    </Switch>,
    { path: `/blog/${slug}` },
  );
}

const head = () => ({
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
});

// Rendering whole pages in jsdom is slow on a busy machine: allow more than the default 5 s.
describe('a blog post', { timeout: 20_000 }, () => {
  it('shows a built-in post without asking the server, and sets the head', () => {
    const fetchMock = mockFetch({});
    const post = builtInPosts[1]!;
    const view = renderPost(post.slug);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(post.category)).toBeInTheDocument();
    expect(screen.getByText('January 22, 2025')).toBeInTheDocument();
    expect(screen.getByText(`${post.readTime} min read`)).toBeInTheDocument();
    expect(screen.getByText(`By ${post.author}`)).toBeInTheDocument();
    expect(screen.getByText(post.excerpt)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: post.image.alt });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(screen.getByRole('heading', { level: 2, name: 'How adaptive control works' })).toBeInTheDocument();
    const tags = within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(post.tags.map((tag) => `#${tag}`));
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    expect(document.title).toBe(`${post.title} | ${company.shortName}`);
    expect(head()).toEqual({ description: post.excerpt, canonical: `${window.location.origin}/#/blog/${post.slug}` });
    view.unmount();
    expect(head()).toEqual({ description: undefined, canonical: undefined });
  });

  it('prefers the built-in post over a backend post with the same slug', () => {
    const fetchMock = mockFetch({
      [`/blogs/slug/${builtInPosts[0]!.slug}`]: () => jsonResponse(200, { success: true, data: backendPost({ title: 'Impostor' }) }),
    });
    renderPost(builtInPosts[0]!.slug);
    expect(screen.getByRole('heading', { level: 1, name: builtInPosts[0]!.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a backend post by slug and shows its content sanitized', async () => {
    mockFetch({
      '/blogs/slug/from-server': () =>
        jsonResponse(200, {
          success: true,
          data: backendPost({
            slug: 'from-server',
            title: 'From the server',
            excerpt: null,
            author: null,
            featured_image: '/uploads/abc-960.webp',
            content:
              '<p>Safe text</p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">bad</a><a href="https://example.com">out</a><script>alert(3)</script>',
          }),
        }),
    });
    const view = renderPost('from-server');
    expect(screen.getByText('Loading blog post...').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'From the server' })).toBeInTheDocument();
    expect(screen.getByText('March 2, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/^By /)).toBeNull();
    expect(screen.getByRole('img', { name: 'From the server' })).toHaveAttribute('src', '/uploads/abc-960.webp');
    const html = view.container.querySelector('.post-content')!.innerHTML;
    expect(html).not.toMatch(/onerror|javascript:|<script/);
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
    // Without an excerpt, the description is the start of the content.
    expect(head().description).toMatch(/^Safe text/);
  });

  it("shows 'Post Not Found' for an unknown slug, without logging", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({});
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe(`Post Not Found | ${company.shortName}`);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats a draft as not found', async () => {
    mockFetch({ '/blogs/slug/a-draft': () => jsonResponse(200, { success: true, data: backendPost({ slug: 'a-draft', status: 'draft' }) }) });
    renderPost('a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
  });

  it("logs a failed request and shows 'Post Not Found'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/blogs/slug/broken': networkDown });
    renderPost('broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ApiNetworkError' }));
  });
});
