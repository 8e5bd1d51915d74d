/** The translation limits and messages, free of zod so the browser can import them cheaply
 * (`@site/shared/translate-messages`). */

/** Bounds of one POST /api/translate: a whole page's texts fit in one request. */
export const TRANSLATE_LIMITS = { texts: 2_000, textChars: 5_000, totalChars: 100_000 } as const;

/** docs/product.md §8. */
export const TRANSLATION_NOT_CONFIGURED = 'Translation service not configured. Please contact administrator.';
export const TRANSLATION_FAILED = 'Translation failed. Please try again.';
