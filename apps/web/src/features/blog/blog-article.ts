import type { BlogListItem, BlogPost } from '@site/shared';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { hashUrl, paths } from '@site/shared/site-routes';
import type { SearchFields } from '../../content/common.ts';

export type ArticleImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Narrower renditions for `srcset`, when the picture has them. */
  srcSet?: string;
};

/** One post as the public blog shows it, whether built in or from the server. */
export type BlogArticle = {
  slug: string;
  title: string;
  /** The author's summary; empty when there is none (the card then shows the start of the content). */
  excerpt: string;
  /** HTML; always sanitized again before it is shown. */
  content: string;
  category: string;
  tags: readonly string[];
  author: string | null;
  /** ISO date ('YYYY-MM-DD') or timestamp. */
  date: string;
  /** When a backend post was last edited (timestamp); built-in posts do not say. */
  updated: string | null;
  readTime: number;
  image: ArticleImage | null;
  /** What the post's editor wrote for search results and link cards (a backend post's page). */
  search?: SearchFields;
  source: 'built-in' | 'backend';
};

/** Backend pictures have no known size: they are shown in the built-in pictures' 1200x630 box. */
const BACKEND_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Built-in pictures come in 1200 and 600 pixel widths (scripts/images/blog-images.mjs). */
function builtInSrcSet(src: string, width: number): string | undefined {
  if (!src.endsWith(`-${width}.webp`)) return undefined;
  return `${src.replace(/-\d+\.webp$/, '-600.webp')} 600w, ${src} ${width}w`;
}

export function fromBuiltIn(post: BuiltInPost): BlogArticle {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags,
    author: post.author,
    date: post.date,
    updated: null,
    readTime: post.readTime,
    image: { ...post.image, srcSet: builtInSrcSet(post.image.src, post.image.width) },
    source: 'built-in',
  };
}

/** A backend post: a whole one (the post page), or a list item, which has no `content` but always an
 * excerpt (the server's, or the start of the text). */
export function fromBackend(post: BlogPost | BlogListItem): BlogArticle {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt?.trim() ?? '',
    content: 'content' in post ? post.content : '',
    category: post.category?.trim() ?? '',
    tags: post.tags,
    author: post.author?.trim() || null,
    date: post.published_at ?? post.created_at,
    updated: post.updated_at,
    readTime: Math.max(1, post.reading_time),
    // The picture's own description; the title only when the editor left it empty.
    image: post.featured_image
      ? {
          src: post.featured_image,
          ...BACKEND_IMAGE_SIZE,
          alt: post.featured_image_alt?.trim() || post.title,
        }
      : null,
    ...('seo_title' in post
      ? {
          search: {
            seo_title: post.seo_title,
            seo_description: post.seo_description,
            og_image: post.og_image,
          },
        }
      : {}),
    source: 'backend',
  };
}

/** docs/product.md §3: the built-in posts first, then the published backend posts in the server's order
 * (newest first). A backend post whose slug a built-in post already uses is left out: the
 * built-in post wins on the post page, so both would lead to the same article. */
export function mergeArticles(
  builtIns: readonly BlogArticle[],
  backend: readonly BlogArticle[],
): BlogArticle[] {
  const taken = new Set(builtIns.map((article) => article.slug));
  const merged = [...builtIns];
  for (const article of backend) {
    if (taken.has(article.slug)) continue;
    taken.add(article.slug);
    merged.push(article);
  }
  return merged;
}

/** The address a post is copied under (docs/product.md §1): the hash URL of the single-page app. The
 * share dialog gives the social networks its path twin (decision 016). */
export function articleUrl(origin: string, slug: string): string {
  return hashUrl(origin, paths.blogPost(slug));
}
