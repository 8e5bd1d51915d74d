import { TRANSLATION_FAILED, TRANSLATION_NOT_CONFIGURED } from '@site/shared/translate-messages';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { findLanguage, type LanguageCode, type LanguageOption } from '../../content/languages.ts';
import { isTranslationAvailable, usePublicConfig } from '../../lib/public-config.tsx';
import { englishLoaded, loadLanguage } from '../../lib/i18n/dictionaries.ts';
import { I18nContext, makeI18nValue } from '../../lib/i18n/i18n-context.ts';
import type { PageTranslationController } from './page-translation-controller.ts';
import { REAPPLY_DELAY_MS } from './translation-timing.ts';
import { english, initialLanguageState, languageReducer } from './language-state.ts';

// The alert is the app's alone (the server renders nothing there): its code loads once the page is
// the app's.
const LanguageAlert = lazyPart(() =>
  import('./language-alert.tsx').then((module) => module.LanguageAlert),
);

/** docs/product.md §4 "Language" and §9: the choice is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

export type LanguageContextValue = {
  language: LanguageOption;
  /** True once the visitor picked a language themselves in this session (not just the stored one). */
  chosenByUser: boolean;
  /** The stored language (and its dictionary) is being read, or a new choice is being applied. */
  loading: boolean;
  /** The message of the last failed change (docs/product.md §8), shown in an alert until dismissed. */
  error: string | null;
  dismissError: () => void;
  /** Applies a language: its dictionary, <html lang/dir>, localStorage and the page translation. */
  setLanguage: (code: LanguageCode) => void;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

function readStoredLanguage(): LanguageOption {
  if (typeof window === 'undefined') return english;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (stored && findLanguage(stored)) || english;
  } catch (error) {
    console.error('Language initialization failed', error);
    return english;
  }
}

/** Whether the page shows the default language at first, as the server prerendered it. */
export function startsInDefaultLanguage(): boolean {
  return readStoredLanguage() === english;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
  } catch (error) {
    console.error('Could not store the selected language', error);
  }
}

/** The server's refusal (503: not configured) or a failure, as docs/product.md §8 words them. */
const messageOf = (reason: unknown) =>
  reason instanceof Error && reason.message === TRANSLATION_NOT_CONFIGURED
    ? TRANSLATION_NOT_CONFIGURED
    : TRANSLATION_FAILED;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Holds the selected language (docs/product.md §4 "Language"), as the named phases of language-state.ts:
 * its dictionary, <html lang/dir>, localStorage, and the on-the-fly translation of the rest of the
 * page through our server. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(languageReducer, undefined, () =>
    initialLanguageState(readStoredLanguage()),
  );
  const { language, loaded, phase } = state;
  const config = usePublicConfig();
  const configSettled = config.status !== 'loading';
  const available = isTranslationAvailable(config);

  // The page translator asks, text by text, whether a text is the current dictionary's own.
  const loadedRef = useRef(loaded);
  useLayoutEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);

  // The translation engine is loaded the first time it is needed (never for English visitors).
  const engine = useRef<{
    promise?: Promise<PageTranslationController>;
    instance?: PageTranslationController;
    disposed?: boolean;
  }>({});
  const controller = useCallback(() => {
    const holder = engine.current;
    holder.promise ??= import('./page-translation.ts').then(({ createPageTranslation }) => {
      holder.instance = createPageTranslation((text) => loadedRef.current.isDictionaryText(text));
      if (holder.disposed) holder.instance.dispose();
      return holder.instance;
    });
    return holder.promise;
  }, []);
  useEffect(() => {
    const holder = engine.current;
    holder.disposed = false;
    return () => {
      holder.disposed = true;
      holder.instance?.dispose();
    };
  }, []);

  // starting → idle: the stored language's dictionary, loaded once.
  const starting = phase.name === 'starting';
  useEffect(() => {
    if (!starting) return;
    let active = true;
    loadLanguage(language.code).then(
      (stored) => active && dispatch({ type: 'started', loaded: stored }),
      (reason: unknown) => {
        console.error('Language initialization failed', reason);
        if (active) dispatch({ type: 'startFailed' });
      },
    );
    return () => {
      active = false;
    };
  }, [starting, language.code]);

  useEffect(() => {
    // Written only when they change: setting `dir` on <html>, even to the value it has, makes the browser
    // restyle every element (the `:dir()` state of each), a long task right after the page hydrates.
    // No `dir` is left to right.
    const root = document.documentElement;
    if (root.lang !== language.code) root.lang = language.code;
    if ((root.getAttribute('dir') || 'ltr') !== language.dir) root.dir = language.dir;
  }, [language]);

  // On load with a saved language, and on every route change: reset, then re-apply after 500 ms.
  const reapply = useEffectEvent(() => {
    // A choice under way translates the page itself.
    if (phase.name === 'translating' || language.code === 'en' || !available) return;
    const code = language.code;
    controller()
      .then((page) => page.apply(code))
      .catch((reason: unknown) => {
        console.error('Translation failed', reason);
        dispatch({ type: 'pageFailed', message: messageOf(reason) });
      });
  });
  const [pathname] = useLocation();
  useEffect(() => {
    if (starting) return;
    engine.current.instance?.reset();
    const timer = setTimeout(reapply, REAPPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, starting, available]);

  // translating → translated, idle or failed. Runs once the configuration has answered; a choice
  // that is no longer current (the provider unmounted) stops at its next step.
  const choice = phase.name === 'translating' ? phase : null;
  useEffect(() => {
    if (!choice || !configSettled) return;
    const { target, from } = choice;
    let current = true;
    const revert = async (previousStored: string | null, message: string) => {
      writeStorage(previousStored);
      const previousLoaded = await loadLanguage(from.language.code).catch(() => englishLoaded);
      if (!current) return;
      dispatch({ type: 'reverted', loaded: previousLoaded, message });
      if (from.language.code !== 'en' && available) {
        // The earlier language's texts are remembered by the client: no new service requests.
        await controller()
          .then((page) => page.apply(from.language.code))
          .catch((reason: unknown) => console.error('Translation failed', reason));
      }
    };
    const run = async () => {
      if (!target.hasDictionary && !available) {
        dispatch({ type: 'refused', message: TRANSLATION_NOT_CONFIGURED });
        return;
      }
      const previousStored = readStorage();
      writeStorage(target.code);
      let targetLoaded;
      try {
        targetLoaded = await loadLanguage(target.code);
      } catch (reason) {
        console.error('Loading the dictionary failed', reason);
        await revert(previousStored, TRANSLATION_FAILED);
        return;
      }
      if (!current) return;
      const translating = available && target.code !== 'en';
      if (!translating) engine.current.instance?.reset();
      dispatch({ type: 'dictionaryApplied', loaded: targetLoaded, translating });
      if (!translating) return;
      try {
        // Let React commit the dictionary texts first, so they are recognised and not sent.
        await nextTask();
        if (!current) return;
        await (await controller()).apply(target.code);
        if (current) dispatch({ type: 'translated' });
      } catch (reason) {
        console.error('Translation failed', reason);
        if (current) await revert(previousStored, messageOf(reason));
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [choice, configSettled, available, controller]);

  const setLanguage = useCallback((code: LanguageCode) => {
    const target = findLanguage(code);
    if (target) dispatch({ type: 'chosen', target });
  }, []);
  const dismissError = useCallback(() => dispatch({ type: 'dismissed' }), []);
  const loading = phase.name === 'starting' || phase.name === 'translating';
  const error = phase.name === 'failed' ? phase.message : null;
  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      chosenByUser: state.chosenByUser,
      loading,
      error,
      dismissError,
      setLanguage,
    }),
    [language, state.chosenByUser, loading, error, dismissError, setLanguage],
  );
  const i18n = useMemo(() => makeI18nValue(loaded.t), [loaded]);
  const inBrowser = useInBrowser();
  return (
    <LanguageContext value={value}>
      <I18nContext value={i18n}>
        {children}
        {inBrowser && <LanguageAlert message={error} onDismiss={dismissError} />}
      </I18nContext>
    </LanguageContext>
  );
}

/** docs/product.md §8: using the language hook outside its provider throws. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
