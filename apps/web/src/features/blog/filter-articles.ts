import { BLOG_PAGE_SIZE } from '@site/shared/blog-pages';
import { cardExcerpt } from './article-text.ts';
import type { BlogArticle } from './blog-article.ts';

/** docs/product.md §9: six articles at first and six more per 'Load More Articles'. */
export const PAGE_SIZE = BLOG_PAGE_SIZE;
/** docs/product.md §9: cards show the first three tags. */
export const CARD_TAG_COUNT = 3;
export const ALL_CATEGORIES = 'All';

/** 'All', the categories of `articles` in the order they first use them, then the `others` (the
 * server's categories) that are not among them yet. */
export function categoryOptions(
  articles: readonly BlogArticle[],
  others: readonly string[] = [],
): string[] {
  const seen = new Set<string>();
  for (const article of articles) if (article.category) seen.add(article.category);
  for (const category of others) if (category.trim()) seen.add(category.trim());
  return [ALL_CATEGORIES, ...seen];
}

/** docs/product.md §5: a case-insensitive match of the query on title, excerpt or category, within the
 * chosen category ('All' for every one). A blank query matches everything. */
export function filterArticles(
  articles: readonly BlogArticle[],
  query: string,
  category: string,
): BlogArticle[] {
  const needle = query.trim().toLocaleLowerCase();
  return articles.filter((article) => {
    if (category !== ALL_CATEGORIES && article.category !== category) return false;
    if (!needle) return true;
    return [article.title, cardExcerpt(article), article.category].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    );
  });
}
