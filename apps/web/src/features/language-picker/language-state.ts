import { defaultLanguageCode, findLanguage, type LanguageOption } from '../../content/languages.ts';
import { englishLoaded, type LoadedLanguage } from '../../lib/i18n/dictionaries.ts';

export const english = findLanguage(defaultLanguageCode) as LanguageOption;

/** Where the language feature is (docs/product.md §4 "Language"):
 * - starting: the stored language's dictionary is loading;
 * - idle: the page shows `language` from its dictionary alone (English, or no translator);
 * - translating: a choice is applied: first its dictionary, then the page through our server;
 * - translated: the page shows `language`, translated;
 * - failed: the last change failed, `message` (docs/product.md §8) is shown until dismissed. */
export type Phase =
  | { name: 'starting' }
  | { name: 'idle' }
  | {
      name: 'translating';
      target: LanguageOption;
      from: { language: LanguageOption; chosenByUser: boolean };
    }
  | { name: 'translated' }
  | { name: 'failed'; message: string };

export type LanguageState = {
  /** The language the page shows (during `translating`, the target once its dictionary is in). */
  language: LanguageOption;
  loaded: LoadedLanguage;
  /** True once the visitor picked a language themselves in this session (not just the stored one). */
  chosenByUser: boolean;
  phase: Phase;
};

export type LanguageAction =
  | { type: 'started'; loaded: LoadedLanguage }
  | { type: 'startFailed' }
  | { type: 'chosen'; target: LanguageOption }
  | { type: 'refused'; message: string }
  | { type: 'dictionaryApplied'; loaded: LoadedLanguage; translating: boolean }
  | { type: 'translated' }
  | { type: 'reverted'; loaded: LoadedLanguage; message: string }
  | { type: 'pageFailed'; message: string }
  | { type: 'dismissed' };

export function initialLanguageState(stored: LanguageOption): LanguageState {
  const starting = stored.code !== 'en';
  return {
    language: stored,
    loaded: englishLoaded,
    chosenByUser: false,
    phase: starting ? { name: 'starting' } : { name: 'idle' },
  };
}

const idle: Phase = { name: 'idle' };

export function languageReducer(state: LanguageState, action: LanguageAction): LanguageState {
  const { phase } = state;
  switch (action.type) {
    case 'started':
      return { ...state, loaded: action.loaded, phase: idle };
    case 'startFailed':
      return { ...state, language: english, loaded: englishLoaded, phase: idle };
    case 'chosen':
      // One choice at a time: the picker is disabled while one is under way.
      if (
        phase.name === 'starting' ||
        phase.name === 'translating' ||
        action.target.code === state.language.code
      )
        return state;
      return {
        ...state,
        phase: {
          name: 'translating',
          target: action.target,
          from: { language: state.language, chosenByUser: state.chosenByUser },
        },
      };
    case 'refused':
      return phase.name === 'translating'
        ? { ...state, phase: { name: 'failed', message: action.message } }
        : state;
    case 'dictionaryApplied':
      if (phase.name !== 'translating') return state;
      // The phase object stays the same while translating: it is the identity of the choice in progress.
      return {
        ...state,
        language: phase.target,
        loaded: action.loaded,
        chosenByUser: true,
        phase: action.translating ? phase : idle,
      };
    case 'translated':
      return phase.name === 'translating' ? { ...state, phase: { name: 'translated' } } : state;
    case 'reverted':
      if (phase.name !== 'translating') return state;
      return {
        language: phase.from.language,
        chosenByUser: phase.from.chosenByUser,
        loaded: action.loaded,
        phase: { name: 'failed', message: action.message },
      };
    case 'pageFailed':
      return phase.name === 'translating'
        ? state
        : { ...state, phase: { name: 'failed', message: action.message } };
    case 'dismissed':
      return phase.name === 'failed' ? { ...state, phase: idle } : state;
  }
}
