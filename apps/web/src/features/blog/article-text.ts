import type { BlogArticle } from './blog-article.ts';

/** docs/product.md §9: a card without an excerpt shows the first 150 characters of the content plus an ellipsis. */
export const EXCERPT_FALLBACK_LENGTH = 150;

/** The readable text of an HTML string: tags dropped (with the text of scripts and styles),
 * entities decoded, white space collapsed. Parsing happens in an inert document, so nothing in
 * the HTML runs or loads. */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  const decoded = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent ?? '';
  return decoded.replace(/\s+/g, ' ').trim();
}

/** The summary a card shows: the excerpt, or the start of the content. */
export function cardExcerpt(article: Pick<BlogArticle, 'excerpt' | 'content'>): string {
  if (article.excerpt.trim()) return article.excerpt.trim();
  return `${plainText(article.content).slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}
