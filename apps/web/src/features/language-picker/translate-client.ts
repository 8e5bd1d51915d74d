import type { TranslateResponse } from '@site/shared';
import { toBatches } from '@site/shared/translate-batches';
import {
  TRANSLATE_LIMITS,
  TRANSLATION_FAILED,
  TRANSLATION_NOT_CONFIGURED,
} from '@site/shared/translate-messages';
import { apiRequest } from '../../lib/api-client.ts';

export class TranslationError extends Error {
  constructor(
    readonly reason: 'not-configured' | 'failed',
    detail?: string,
  ) {
    super(reason === 'not-configured' ? TRANSLATION_NOT_CONFIGURED : TRANSLATION_FAILED);
    this.name = 'TranslationError';
    if (detail) this.cause = detail;
  }
}

/** Translation through our server, remembering answers for this visit so a text is asked once. */
export function createTranslateClient() {
  const memory = new Map<string, Map<string, string>>();

  return async function translateTexts(
    texts: string[],
    language: string,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const known = memory.get(language) ?? new Map<string, string>();
    memory.set(language, known);
    const missing = [...new Set(texts.filter((text) => !known.has(text)))];
    for (const chunk of toBatches(missing, TRANSLATE_LIMITS)) {
      const result = await apiRequest<TranslateResponse>('/translate', {
        method: 'POST',
        json: { to: language, texts: chunk },
        signal,
      }).catch((error: unknown) => {
        throw new TranslationError(
          'failed',
          error instanceof Error ? error.message : String(error),
        );
      });
      if (!result.success)
        throw new TranslationError(
          result.status === 503 ? 'not-configured' : 'failed',
          result.error,
        );
      chunk.forEach((text, i) => known.set(text, result.data.translations[i] ?? text));
    }
    return texts.map((text) => known.get(text) ?? text);
  };
}
