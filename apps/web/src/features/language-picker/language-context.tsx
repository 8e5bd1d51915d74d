import { TRANSLATION_FAILED, TRANSLATION_NOT_CONFIGURED } from '@site/shared/translate-messages';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { defaultLanguageCode, findLanguage, type LanguageCode, type LanguageOption } from '../../content/languages.ts';
import { isTranslationAvailable, usePublicConfig, type PublicConfigState } from '../../lib/public-config.tsx';
import { englishTranslate, loadLanguage, type LoadedLanguage } from '../../lib/i18n/dictionaries.ts';
import { I18nContext, makeI18nValue } from '../../lib/i18n/i18n-context.ts';
import type { PageTranslationController } from './page-translation-controller.ts';
import { REAPPLY_DELAY_MS } from './translation-timing.ts';
import { LanguageAlert } from './language-alert.tsx';

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
  /** Applies a language; resolves once the page is translated, or reverted after an error. */
  setLanguage: (code: LanguageCode) => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

const english = findLanguage(defaultLanguageCode) as LanguageOption;

function readStoredLanguage(): LanguageOption {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (stored && findLanguage(stored)) || english;
  } catch (error) {
    console.error('Language initialization failed', error);
    return english;
  }
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

type State = {
  language: LanguageOption;
  chosenByUser: boolean;
  loading: boolean;
  /** The stored language's dictionary is in place: page translation may start. */
  ready: boolean;
  loaded: LoadedLanguage;
};

/** The server's refusal (503: not configured) or a failure, as docs/product.md §8 words them. */
const messageOf = (reason: unknown) =>
  reason instanceof Error && reason.message === TRANSLATION_NOT_CONFIGURED ? TRANSLATION_NOT_CONFIGURED : TRANSLATION_FAILED;

const englishLoaded: LoadedLanguage = { t: englishTranslate, isDictionaryText: () => false };

/** Resolves with the configuration once GET /api/config has answered (or failed). */
function useSettledConfig(config: PublicConfigState) {
  const ref = useRef({ config, waiters: [] as ((config: PublicConfigState) => void)[] });
  useEffect(() => {
    ref.current.config = config;
    if (config.status === 'loading') return;
    for (const resolve of ref.current.waiters.splice(0)) resolve(config);
  }, [config]);
  return useCallback((): Promise<PublicConfigState> => {
    const current = ref.current.config;
    if (current.status !== 'loading') return Promise.resolve(current);
    return new Promise((resolve) => ref.current.waiters.push(resolve));
  }, []);
}

/** Holds the selected language (docs/product.md §4 "Language"): its dictionary (i18next), <html lang/dir>,
 * localStorage, and the on-the-fly translation of the rest of the page through our server. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const language = readStoredLanguage();
    const needsLoad = language.code !== 'en';
    return { language, chosenByUser: false, loading: needsLoad, ready: !needsLoad, loaded: englishLoaded };
  });
  const [error, setError] = useState<string | null>(null);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const config = usePublicConfig();
  const available = isTranslationAvailable(config);
  const settledConfig = useSettledConfig(config);

  // The translation engine is loaded the first time it is needed (never for English visitors).
  const controllerRef = useRef<{ promise?: Promise<PageTranslationController>; instance?: PageTranslationController; disposed?: boolean }>({});
  const controller = useCallback(() => {
    const holder = controllerRef.current;
    holder.promise ??= import('./page-translation.ts').then(({ createPageTranslation }) => {
      holder.instance = createPageTranslation((text) => stateRef.current.loaded.isDictionaryText(text));
      if (holder.disposed) holder.instance.dispose();
      return holder.instance;
    });
    return holder.promise;
  }, []);
  useEffect(() => {
    const holder = controllerRef.current;
    holder.disposed = false;
    return () => {
      holder.disposed = true;
      holder.instance?.dispose();
    };
  }, []);

  // The stored language's dictionary, loaded once at start.
  useEffect(() => {
    const initial = stateRef.current.language;
    if (initial.code === 'en') return;
    let active = true;
    loadLanguage(initial.code).then(
      (loaded) => {
        if (active) setState((current) => ({ ...current, loaded, loading: false, ready: true }));
      },
      (reason: unknown) => {
        console.error('Language initialization failed', reason);
        if (active) setState((current) => ({ ...current, language: english, loaded: englishLoaded, loading: false, ready: true }));
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.language.code;
    document.documentElement.dir = state.language.dir;
  }, [state.language]);

  // On load with a saved language, and on every route change: reset, then re-apply after 500 ms.
  const [pathname] = useLocation();
  useEffect(() => {
    if (!state.ready) return;
    controllerRef.current.instance?.reset();
    const code = stateRef.current.language.code;
    if (code === 'en' || !available) return;
    const timer = setTimeout(() => {
      controller()
        .then((page) => page.apply(code))
        .catch((reason: unknown) => {
          console.error('Translation failed', reason);
          setError(messageOf(reason));
        });
    }, REAPPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, state.ready, available, controller]);

  const setLanguage = useCallback(
    async (code: LanguageCode) => {
      const previous = stateRef.current;
      const next = findLanguage(code);
      if (!next || next.code === previous.language.code || previous.loading) return;
      setError(null);
      setState((current) => ({ ...current, loading: true }));
      const settled = await settledConfig();
      const canTranslate = isTranslationAvailable(settled);
      if (!next.hasDictionary && !canTranslate) {
        setState((current) => ({ ...current, loading: false }));
        setError(TRANSLATION_NOT_CONFIGURED);
        return;
      }
      const previousStored = readStorage();
      writeStorage(next.code);
      const revert = async (message: string) => {
        writeStorage(previousStored);
        const loaded = await loadLanguage(previous.language.code).catch(() => englishLoaded);
        setState({ ...previous, loaded, loading: false });
        setError(message);
        if (previous.language.code !== 'en' && canTranslate) {
          // The earlier language's texts are remembered by the client: no new service requests.
          await controller()
            .then((page) => page.apply(previous.language.code))
            .catch((reason: unknown) => console.error('Translation failed', reason));
        }
      };
      let loaded: LoadedLanguage;
      try {
        loaded = await loadLanguage(next.code);
      } catch (reason) {
        console.error('Loading the dictionary failed', reason);
        await revert(TRANSLATION_FAILED);
        return;
      }
      setState({ language: next, chosenByUser: true, loading: canTranslate && next.code !== 'en', ready: true, loaded });
      if (!canTranslate) {
        controllerRef.current.instance?.reset();
        return;
      }
      try {
        // Let React commit the dictionary texts first, so they are recognised and not sent.
        await new Promise((resolve) => setTimeout(resolve, 0));
        await (await controller()).apply(next.code);
        setState((current) => ({ ...current, loading: false }));
      } catch (reason) {
        console.error('Translation failed', reason);
        await revert(messageOf(reason));
      }
    },
    [controller, settledConfig],
  );

  const dismissError = useCallback(() => setError(null), []);
  const value = useMemo<LanguageContextValue>(
    () => ({ language: state.language, chosenByUser: state.chosenByUser, loading: state.loading, error, dismissError, setLanguage }),
    [state.language, state.chosenByUser, state.loading, error, dismissError, setLanguage],
  );
  const i18n = useMemo(() => makeI18nValue(state.loaded.t), [state.loaded]);
  return (
    <LanguageContext value={value}>
      <I18nContext value={i18n}>
        {children}
        <LanguageAlert message={error} onDismiss={dismissError} />
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
