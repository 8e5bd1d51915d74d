import { paths } from '@site/shared/site-routes';
import type { Crumb } from '../../lib/structured-data.ts';
import type { IndexedPageHead } from '../../lib/page-metadata.ts';
import { withSearchFields } from '../../lib/search-fields.ts';
import { cardExcerpt } from './article-text.ts';
import type { BlogArticle } from './blog-article.ts';

/** A post's head: the summary its card shows, its picture, its dates and the Blog section above
 * it, or what its editor wrote for search results and link cards. Backend pictures have no known
 * size, so theirs is left out rather than guessed. */
export function postHead(article: BlogArticle, blog: Crumb): IndexedPageHead {
  const { image } = article;
  const head: IndexedPageHead = {
    title: article.title,
    description: cardExcerpt(article),
    path: paths.blogPost(article.slug),
    image: image && {
      src: image.src,
      alt: image.alt,
      ...(article.source === 'built-in' ? { width: image.width, height: image.height } : {}),
    },
    parents: [blog],
    article: {
      publishedTime: article.date,
      modifiedTime: article.updated ?? undefined,
      author: article.author,
      section: article.category || undefined,
      tags: article.tags,
    },
  };
  return withSearchFields(head, article.search ?? {});
}
