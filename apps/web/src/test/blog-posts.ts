import type { BlogPost } from '@site/shared';
import type { BuiltInPost } from '@site/shared/built-in-posts';

/** A published backend post as GET /api/blogs returns it. */
export function backendPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const slug = overrides.slug ?? 'backend-post';
  return {
    id: `id-${slug}`,
    title: 'A backend post',
    slug,
    content: '<p>Backend content.</p>',
    excerpt: 'A backend excerpt.',
    category: 'Company News',
    tags: ['news'],
    status: 'published',
    featured_image: null,
    featured_image_alt: null,
    seo_title: null,
    seo_description: null,
    og_image: null,
    author: null,
    views: 0,
    reading_time: 3,
    created_at: '2025-03-01T08:00:00.000Z',
    updated_at: '2025-03-01T08:00:00.000Z',
    published_at: '2025-03-02T09:30:00.000Z',
    ...overrides,
  };
}

export function builtIn(overrides: Partial<BuiltInPost> = {}): BuiltInPost {
  const slug = overrides.slug ?? 'built-in-post';
  return {
    slug,
    title: 'A built-in post',
    excerpt: 'A built-in excerpt.',
    content: '<p>Built-in content.</p>',
    category: 'Cybersecurity',
    tags: ['one', 'two', 'three', 'four'],
    author: 'Test Author',
    date: '2025-01-15',
    readTime: 5,
    image: { src: `/images/blog/${slug}-1200.webp`, width: 1200, height: 630, alt: 'A picture' },
    ...overrides,
  };
}
