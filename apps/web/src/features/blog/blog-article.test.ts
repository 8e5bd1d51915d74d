import { describe, expect, it } from 'vitest';
import { articleUrl, fromBackend, fromBuiltIn, mergeArticles } from './blog-article.ts';
import { backendPost, builtIn } from '../../test/blog-posts.ts';

describe('blog articles', () => {
  it('puts the built-in posts first, then the backend posts in the server order', () => {
    const merged = mergeArticles(
      [builtIn({ slug: 'b1' }), builtIn({ slug: 'b2' })].map(fromBuiltIn),
      [backendPost({ slug: 'new' }), backendPost({ slug: 'old' })].map(fromBackend),
    );
    expect(merged.map((a) => `${a.source}:${a.slug}`)).toEqual([
      'built-in:b1',
      'built-in:b2',
      'backend:new',
      'backend:old',
    ]);
  });

  it('lets a built-in post win over a backend post with the same slug', () => {
    const merged = mergeArticles(
      [fromBuiltIn(builtIn({ slug: 'same', title: 'Built in' }))],
      [fromBackend(backendPost({ slug: 'same', title: 'Backend' }))],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ title: 'Built in', source: 'built-in' });
  });

  it('maps a backend post: date from published_at, else created_at; last edit; image; reading time', () => {
    const published = fromBackend(
      backendPost({
        featured_image: '/uploads/abc-960.webp',
        reading_time: 7,
        updated_at: '2025-03-05T12:00:00.000Z',
      }),
    );
    expect(published).toMatchObject({
      date: '2025-03-02T09:30:00.000Z',
      updated: '2025-03-05T12:00:00.000Z',
      readTime: 7,
      image: { src: '/uploads/abc-960.webp', width: 1200, height: 630, alt: 'A backend post' },
    });
    const unpublished = fromBackend(
      backendPost({ published_at: null, excerpt: null, category: null, author: '  ' }),
    );
    expect(unpublished).toMatchObject({
      date: '2025-03-01T08:00:00.000Z',
      excerpt: '',
      category: '',
      author: null,
      image: null,
    });
  });

  it("describes a backend post's picture by its featured_image_alt, by the title only when it is empty", () => {
    const image = (featured_image_alt: string | null) =>
      fromBackend(backendPost({ featured_image: '/uploads/abc-960.webp', featured_image_alt }))
        .image?.alt;
    expect(image('Crew fitting a luminaire on Oginga Odinga Street')).toBe(
      'Crew fitting a luminaire on Oginga Odinga Street',
    );
    expect(image(null)).toBe('A backend post');
    expect(image('  ')).toBe('A backend post');
  });

  it('maps a built-in post with its two renditions', () => {
    const article = fromBuiltIn(builtIn({ slug: 'x' }));
    expect(article.image?.srcSet).toBe(
      '/images/blog/x-600.webp 600w, /images/blog/x-1200.webp 1200w',
    );
    expect(article).toMatchObject({ date: '2025-01-15', readTime: 5, author: 'Test Author' });
  });

  it('shares posts under the hash URL', () => {
    expect(articleUrl('https://site.example', 'my-post')).toBe(
      'https://site.example/#/blog/my-post',
    );
  });
});
