import type { BlogArticle } from './blog-article.ts';

/** docs/product.md §9: a card without an excerpt shows the first 150 characters of the content plus an ellipsis. */
export const EXCERPT_FALLBACK_LENGTH = 150;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Entities decoded in an inert document in the browser; on the server (the prerender has no
 * DOMParser) the numeric ones and the few named ones posts use. */
function decodeEntities(text: string): string {
  if (typeof DOMParser !== 'undefined')
    return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? '';
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal ?? hex) {
        const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
    },
  );
}

/** The readable text of an HTML string: tags dropped (with the text of scripts and styles),
 * entities decoded, white space collapsed. Nothing in the HTML runs or loads. */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The summary a card shows: the excerpt, or the start of the content. */
export function cardExcerpt(article: Pick<BlogArticle, 'excerpt' | 'content'>): string {
  if (article.excerpt.trim()) return article.excerpt.trim();
  return `${plainText(article.content).slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}
