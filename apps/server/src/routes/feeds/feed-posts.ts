import { builtInPosts } from '@site/shared/built-in-posts';
import type { BlogPost } from '@site/shared';
import { plainText } from '../../lib/render-content.ts';

/** A post as the feeds need it: built-in posts and published backend posts in one shape. */
export type FeedPost = {
  slug: string;
  title: string;
  description: string;
  html: string;
  category: string | null;
  author: string | null;
  date: Date;
  updated: Date;
  image: string | null;
};

export function feedPosts(backend: BlogPost[]): FeedPost[] {
  const builtIn: FeedPost[] = builtInPosts.map((post) => ({
    slug: post.slug,
    title: post.title,
    description: post.excerpt,
    html: post.content,
    category: post.category,
    author: post.author,
    date: new Date(`${post.date}T00:00:00Z`),
    updated: new Date(`${post.date}T00:00:00Z`),
    image: post.image.src,
  }));
  const builtInSlugs = new Set(builtIn.map((post) => post.slug));
  const fromBackend: FeedPost[] = backend
    // A built-in post wins over a backend post with the same slug, as on the post page.
    .filter((post) => !builtInSlugs.has(post.slug))
    .map((post) => ({
      slug: post.slug,
      title: post.title,
      description: post.excerpt ?? plainText(post.content).slice(0, 150),
      html: post.content,
      category: post.category,
      author: post.author,
      date: new Date(post.published_at ?? post.created_at),
      updated: new Date(post.updated_at),
      image: post.featured_image,
    }));
  return [...builtIn, ...fromBackend].sort((a, b) => b.date.getTime() - a.date.getTime());
}
