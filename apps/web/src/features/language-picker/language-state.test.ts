import { describe, expect, it } from 'vitest';
import { findLanguage, type LanguageOption } from '../../content/languages.ts';
import { englishLoaded } from '../../lib/i18n/dictionaries.ts';
import { initialLanguageState, languageReducer, type LanguageState } from './language-state.ts';

const french = findLanguage('fr') as LanguageOption;
const german = findLanguage('de') as LanguageOption;
const frenchLoaded = { t: () => 'fr', isDictionaryText: () => true };

function chooseGerman(): LanguageState {
  return languageReducer(initialLanguageState(findLanguage('en') as LanguageOption), {
    type: 'chosen',
    target: german,
  });
}

describe('the language phases', () => {
  it('starts with the stored language, idle for English', () => {
    expect(initialLanguageState(french).phase).toEqual({ name: 'starting' });
    expect(
      languageReducer(initialLanguageState(french), { type: 'started', loaded: frenchLoaded }),
    ).toMatchObject({
      language: french,
      phase: { name: 'idle' },
    });
    expect(languageReducer(initialLanguageState(french), { type: 'startFailed' })).toMatchObject({
      language: { code: 'en' },
      phase: { name: 'idle' },
    });
  });

  it('takes one choice at a time: a second one while translating is ignored', () => {
    const translating = chooseGerman();
    expect(translating.phase).toMatchObject({ name: 'translating', target: german });
    expect(languageReducer(translating, { type: 'chosen', target: french })).toBe(translating);
  });

  it('shows the target once its dictionary is in, and keeps the same choice until translated', () => {
    const translating = chooseGerman();
    const applied = languageReducer(translating, {
      type: 'dictionaryApplied',
      loaded: englishLoaded,
      translating: true,
    });
    expect(applied).toMatchObject({ language: german, chosenByUser: true });
    expect(applied.phase).toBe(translating.phase);
    expect(languageReducer(applied, { type: 'translated' }).phase).toEqual({ name: 'translated' });
  });

  it('reverts to the earlier language with the message, until dismissed', () => {
    const applied = languageReducer(chooseGerman(), {
      type: 'dictionaryApplied',
      loaded: englishLoaded,
      translating: true,
    });
    const failed = languageReducer(applied, {
      type: 'reverted',
      loaded: englishLoaded,
      message: 'Translation failed. Please try again.',
    });
    expect(failed).toMatchObject({
      language: { code: 'en' },
      chosenByUser: false,
      phase: { name: 'failed', message: 'Translation failed. Please try again.' },
    });
    expect(languageReducer(failed, { type: 'dismissed' }).phase).toEqual({ name: 'idle' });
  });

  it('a refusal keeps the language and says why', () => {
    const refused = languageReducer(chooseGerman(), {
      type: 'refused',
      message: 'Translation service not configured',
    });
    expect(refused).toMatchObject({
      language: { code: 'en' },
      phase: { name: 'failed', message: 'Translation service not configured' },
    });
  });
});
