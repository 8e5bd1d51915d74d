import { z } from 'zod';

import {
  TRANSLATE_LIMITS,
  TRANSLATOR_CODES,
  type TranslationTarget,
} from './translate-messages.ts';

export {
  TRANSLATE_LIMITS,
  TRANSLATION_FAILED,
  TRANSLATION_NOT_CONFIGURED,
  TRANSLATOR_CODES,
  type TranslationTarget,
} from './translate-messages.ts';

export const translateRequestSchema = z
  .strictObject({
    to: z.enum(Object.keys(TRANSLATOR_CODES) as [TranslationTarget, ...TranslationTarget[]], {
      error: 'to must be one of the picker languages other than English',
    }),
    texts: z
      .array(
        z
          .string()
          .max(
            TRANSLATE_LIMITS.textChars,
            `each text must be at most ${TRANSLATE_LIMITS.textChars} characters`,
          ),
        {
          error: 'texts must be a list of strings',
        },
      )
      .min(1, 'texts must hold at least one text')
      .max(TRANSLATE_LIMITS.texts, `at most ${TRANSLATE_LIMITS.texts} texts per request`),
  })
  .refine(
    (body) => body.texts.reduce((sum, text) => sum + text.length, 0) <= TRANSLATE_LIMITS.totalChars,
    {
      message: `at most ${TRANSLATE_LIMITS.totalChars} characters per request`,
      path: ['texts'],
    },
  );
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/** `translations[i]` is the translation of `texts[i]`. */
export const translateResponseSchema = z.object({ translations: z.array(z.string()) });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
