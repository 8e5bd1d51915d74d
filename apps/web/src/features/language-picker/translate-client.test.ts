import { describe, expect, it } from 'vitest';
import { TRANSLATION_FAILED } from '@site/shared/translate-messages';
import { fail, mockFetch } from '../../test/mock-fetch.ts';
import { TranslationError, createTranslateClient } from './translate-client.ts';

describe('translate client', () => {
  it("treats the server's budget refusal (429) as a failed translation, with the product's message", async () => {
    const budgetSpent =
      "Today's translation allowance for this site is used up. Please try again tomorrow.";
    const api = mockFetch({ 'POST /api/translate': () => fail(429, budgetSpent) });
    const translate = createTranslateClient();
    const failure = await translate(['Contact Us'], 'de').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationError);
    expect((failure as TranslationError).reason).toBe('failed');
    expect((failure as TranslationError).message).toBe(TRANSLATION_FAILED);
    expect(api.keys()).toEqual(['POST /api/translate']);
  });
});
