/** docs/product.md §5 "Translation skips", for one text or one element. */

const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'META',
  'LINK',
  'HEAD',
  'NOSCRIPT',
  'TEXTAREA',
  'CODE',
  'PRE',
  'SVG',
  'TEMPLATE',
  'IFRAME',
]);
const NO_TRANSLATE = '[translate="no"], .notranslate, [data-no-translate]';

const ONLY_DIGITS_OR_PUNCTUATION = /^[\p{N}\p{P}\p{S}\s]+$/u;
const LOOKS_LIKE_ADDRESS =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:|\/[\w-]|[^\s@]+@[^\s@]+\.[^\s@]+)/i;

/** Text worth sending to the translator: at least 2 characters, not only digits or punctuation,
 * not beginning like a web address, URL or e-mail address. */
export function isTranslatableText(text: string): boolean {
  const core = text.trim();
  if (core.length < 2) return false;
  if (ONLY_DIGITS_OR_PUNCTUATION.test(core)) return false;
  if (LOOKS_LIKE_ADDRESS.test(core)) return false;
  return true;
}

/** Elements marked no-translate, and script/style/meta/link/head (and code, forms' typed text). */
export function isSkippedElement(element: Element | null): boolean {
  if (!element) return true;
  if (element.closest(NO_TRANSLATE)) return true;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (SKIPPED_TAGS.has(node.tagName.toUpperCase())) return true;
  }
  return false;
}

/** Attributes people read, translated alongside the text. */
export const TRANSLATED_ATTRIBUTES = ['placeholder', 'alt', 'title', 'aria-label'] as const;
export type TranslatedAttribute = (typeof TRANSLATED_ATTRIBUTES)[number];
