import { cardExcerpt } from './article-text.ts';
import type { BlogArticle } from './blog-article.ts';

/** docs/product.md §9: six articles at first and six more per 'Load More Articles'. */
export const PAGE_SIZE = 6;
/** docs/product.md §9: cards show the first three tags. */
export const CARD_TAG_COUNT = 3;
export const ALL_CATEGORIES = 'All';

/** 'All' followed by the categories present, in the order the posts first use them. */
export function categoryOptions(articles: readonly BlogArticle[]): string[] {
  const seen = new Set<string>();
  for (const article of articles) if (article.category) seen.add(article.category);
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
