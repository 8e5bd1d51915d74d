import { z } from 'zod';

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

import { TRANSLATE_LIMITS } from './translate-messages.ts';

export { TRANSLATE_LIMITS, TRANSLATION_FAILED, TRANSLATION_NOT_CONFIGURED } from './translate-messages.ts';

export const translateRequestSchema = z
  .strictObject({
    to: z.enum(Object.keys(TRANSLATOR_CODES) as [TranslationTarget, ...TranslationTarget[]], {
      error: 'to must be one of the picker languages other than English',
    }),
    texts: z
      .array(z.string().max(TRANSLATE_LIMITS.textChars, `each text must be at most ${TRANSLATE_LIMITS.textChars} characters`), {
        error: 'texts must be a list of strings',
      })
      .min(1, 'texts must hold at least one text')
      .max(TRANSLATE_LIMITS.texts, `at most ${TRANSLATE_LIMITS.texts} texts per request`),
  })
  .refine((body) => body.texts.reduce((sum, text) => sum + text.length, 0) <= TRANSLATE_LIMITS.totalChars, {
    message: `at most ${TRANSLATE_LIMITS.totalChars} characters per request`,
    path: ['texts'],
  });
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/** `translations[i]` is the translation of `texts[i]`. */
export const translateResponseSchema = z.object({ translations: z.array(z.string()) });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
