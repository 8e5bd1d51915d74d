import { builtInPosts } from '@site/shared/built-in-posts';
import { screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { backendPost } from '../../test/blog-posts.ts';
import { jsonResponse, mockFetch, networkDown } from '../../test/mock-fetch.ts';
import { readHead } from '../../test/document-head.ts';
import { BlogPostPage } from './blog-post-page.tsx';

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

// Rendering whole pages in jsdom is slow on a busy machine: allow more than the default 5 s.
describe('a blog post', { timeout: 20_000 }, () => {
  it('shows a built-in post without asking the server, and sets the head', () => {
    const api = mockFetch({});
    const post = builtInPosts[1]!;
    const view = renderPost(post.slug);
    expect(api.calls).toEqual([]);
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
    expect(
      screen.getByRole('heading', { level: 2, name: 'How adaptive control works' }),
    ).toBeInTheDocument();
    const tags = within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(post.tags.map((tag) => `#${tag}`));
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    const origin = window.location.origin;
    const url = `${origin}/blog/${post.slug}`;
    const head = readHead();
    expect(document.title).toBe(`${post.title} | ${company.shortName}`);
    expect(head).toMatchObject({
      titles: [document.title],
      description: post.excerpt,
      canonical: url,
      robots: undefined,
    });
    expect(head.og('og:type')).toBe('article');
    expect(head.og('og:url')).toBe(url);
    expect(head.og('og:title')).toBe(post.title);
    expect(head.og('og:description')).toBe(post.excerpt);
    expect(head.og('og:image')).toBe(`${origin}${post.image.src}`);
    expect(head.og('og:image:width')).toBe('1200');
    expect(head.og('og:image:height')).toBe('630');
    expect(head.og('og:image:alt')).toBe(post.image.alt);
    expect(head.og('article:published_time')).toBe(post.date);
    expect(head.twitter('twitter:card')).toBe('summary_large_image');
    expect(head.twitter('twitter:image')).toBe(`${origin}${post.image.src}`);
    const [breadcrumbs, posting] = head.jsonLd();
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin}/` },
        { position: 2, name: 'Blog', item: `${origin}/blog` },
        { position: 3, name: post.title, item: url },
      ],
    });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: [`${origin}${post.image.src}`],
      datePublished: post.date,
      dateModified: post.date,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: company.name },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });

    // Leaving the page takes its head with it.
    view.unmount();
    expect(readHead()).toMatchObject({ titles: [], description: undefined, canonical: undefined });
    expect(readHead().count('meta')).toBe(0);
  });

  it('prefers the built-in post over a backend post with the same slug', () => {
    const api = mockFetch({
      [`GET /api/blogs/slug/${builtInPosts[0]!.slug}`]: () =>
        jsonResponse(200, { success: true, data: backendPost({ title: 'Impostor' }) }),
    });
    renderPost(builtInPosts[0]!.slug);
    expect(
      screen.getByRole('heading', { level: 1, name: builtInPosts[0]!.title }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("moves to a post's new address when its old slug answers with it (the server's redirect, followed)", async () => {
    mockFetch({
      'GET /api/blogs/slug/kisumu-one': () =>
        jsonResponse(200, {
          success: true,
          data: backendPost({ slug: 'kisumu-junctions', title: 'Kisumu junctions' }),
        }),
      'GET /api/blogs/slug/kisumu-junctions': () =>
        jsonResponse(200, {
          success: true,
          data: backendPost({ slug: 'kisumu-junctions', title: 'Kisumu junctions' }),
        }),
    });
    const view = renderPost('kisumu-one');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kisumu junctions' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(view.location.current().route).toBe('/blog/kisumu-junctions'));
  });

  it('loads a backend post by slug and shows its content sanitized', async () => {
    mockFetch({
      'GET /api/blogs/slug/from-server': () =>
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From the server' }),
    ).toBeInTheDocument();
    expect(screen.getByText('March 2, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/^By /)).toBeNull();
    expect(screen.getByRole('img', { name: 'From the server' })).toHaveAttribute(
      'src',
      '/uploads/abc-960.webp',
    );
    const html = view.container.querySelector('.post-content')!.innerHTML;
    expect(html).not.toMatch(/onerror|javascript:|<script/);
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
    // Without an excerpt, the description is the start of the content; the uploaded picture
    // becomes absolute, with no size since the server does not know it; the last edit is the
    // modified time.
    const head = readHead();
    const image = `${window.location.origin}/uploads/abc-960.webp`;
    expect(head.description).toMatch(/^Safe text/);
    expect(head.og('og:image')).toBe(image);
    expect(head.og('og:image:width')).toBeUndefined();
    expect(head.og('article:modified_time')).toBe('2025-03-01T08:00:00.000Z');
    expect(head.jsonLd()[1]).toMatchObject({
      '@type': 'BlogPosting',
      image: [image],
      author: { '@type': 'Organization', name: company.name },
      dateModified: '2025-03-01T08:00:00.000Z',
    });
  });

  it('says what its editor wrote to search engines and link cards, and describes its picture', async () => {
    mockFetch({
      'GET /api/blogs/slug/kisumu-lights': () =>
        jsonResponse(200, {
          success: true,
          data: backendPost({
            slug: 'kisumu-lights',
            title: 'Kisumu lights',
            excerpt: 'The excerpt of the card.',
            featured_image: '/uploads/abc-960.webp',
            featured_image_alt: 'Crew fitting a luminaire at dusk',
            seo_title: 'LED street lighting in Kisumu: 1,240 lamps replaced',
            seo_description: 'How we cut the energy of Kisumu’s street lights by 60 %.',
            og_image: '/uploads/card-1200.webp',
          }),
        }),
    });
    renderPost('kisumu-lights');
    expect(
      await screen.findByRole('img', { name: 'Crew fitting a luminaire at dusk' }),
    ).toHaveAttribute('src', '/uploads/abc-960.webp');
    const head = readHead();
    const card = `${window.location.origin}/uploads/card-1200.webp`;
    expect(document.title).toBe(
      `LED street lighting in Kisumu: 1,240 lamps replaced | ${company.shortName}`,
    );
    expect(head.description).toBe('How we cut the energy of Kisumu’s street lights by 60 %.');
    expect(head.og('og:title')).toBe('LED street lighting in Kisumu: 1,240 lamps replaced');
    expect(head.twitter('twitter:title')).toBe(head.og('og:title'));
    expect(head.og('og:description')).toBe(head.description);
    expect(head.twitter('twitter:description')).toBe(head.description);
    expect(head.og('og:image')).toBe(card);
    expect(head.twitter('twitter:image')).toBe(card);
    expect(head.og('og:image:alt')).toBe('Crew fitting a luminaire at dusk');
  });

  it("shows 'Post Not Found' for an unknown slug, without logging", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({});
    renderPost('no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe(`Post Not Found | ${company.shortName}`);
    expect(readHead()).toMatchObject({ robots: 'noindex', canonical: undefined });
    expect(readHead().og('og:title')).toBeUndefined();
    expect(readHead().jsonLd()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats a draft as not found', async () => {
    mockFetch({
      'GET /api/blogs/slug/a-draft': () =>
        jsonResponse(200, {
          success: true,
          data: backendPost({ slug: 'a-draft', status: 'draft' }),
        }),
    });
    renderPost('a-draft');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
  });

  it("logs a failed request and shows 'Post Not Found'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/blogs/slug/broken': networkDown });
    renderPost('broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ApiNetworkError' }));
  });
});
