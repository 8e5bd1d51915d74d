/** The translation languages, limits and messages, free of zod so the browser can import them cheaply
 * (`@site/shared/translate-messages`). */

/** Bounds of one POST /api/translate: a whole page's texts fit in one request. */
export const TRANSLATE_LIMITS = { texts: 2_000, textChars: 5_000, totalChars: 100_000 } as const;

/** docs/product.md §8. */
export const TRANSLATION_NOT_CONFIGURED =
  'Translation service not configured. Please contact administrator.';
export const TRANSLATION_FAILED = 'Translation failed. Please try again.';

/** The picker's languages other than English, with the code an Azure-Translator-v3-compatible
 * service expects where it differs from ours. */
export const TRANSLATOR_CODES = {
  zh: 'zh-Hans',
  'zh-TW': 'zh-Hant',
  ja: 'ja',
  ko: 'ko',
  fr: 'fr',
  es: 'es',
  de: 'de',
  it: 'it',
  pt: 'pt',
  ru: 'ru',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  no: 'nb',
  fi: 'fi',
  pl: 'pl',
  tr: 'tr',
  ar: 'ar',
  hi: 'hi',
  sw: 'sw',
} as const;
export type TranslationTarget = keyof typeof TRANSLATOR_CODES;
