import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_FAILED } from '@site/shared/translate-messages';
import { TranslationError, createTranslateClient } from './translate-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('translate client', () => {
  it("treats the server's budget refusal (429) as a failed translation, with the product's message", async () => {
    const budgetSpent = "Today's translation allowance for this site is used up. Please try again tomorrow.";
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 429, statusText: 'Too Many Requests', json: async () => ({ success: false, error: budgetSpent }) })),
    );
    const translate = createTranslateClient();
    const failure = await translate(['Contact Us'], 'de').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationError);
    expect((failure as TranslationError).reason).toBe('failed');
    expect((failure as TranslationError).message).toBe(TRANSLATION_FAILED);
  });
});
