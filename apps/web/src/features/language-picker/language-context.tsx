import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLanguageCode, findLanguage, type LanguageCode, type LanguageOption } from '../../content/languages.ts';

/** SPEC §4 "Language" and §9: the choice is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

export type LanguageContextValue = {
  language: LanguageOption;
  /** True once the visitor picked a language themselves in this session (not just the stored one). */
  chosenByUser: boolean;
  setLanguage: (code: LanguageCode) => void;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

function readStoredLanguage(): LanguageOption {
  const fallback = findLanguage(defaultLanguageCode) as LanguageOption;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (stored && findLanguage(stored)) || fallback;
  } catch (error) {
    console.error('Language initialization failed', error);
    return fallback;
  }
}

/** Holds the selected language and mirrors it to localStorage and <html lang>. Reading storage is
 * synchronous, so the picker never renders a loading state at start. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ language: readStoredLanguage(), chosenByUser: false }));

  useEffect(() => {
    document.documentElement.lang = state.language.code;
  }, [state.language]);

  const setLanguage = useCallback((code: LanguageCode) => {
    const next = findLanguage(code);
    if (!next) return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next.code);
    } catch (error) {
      console.error('Could not store the selected language', error);
    }
    setState({ language: next, chosenByUser: true });
  }, []);

  const value = useMemo(() => ({ ...state, setLanguage }), [state, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** SPEC §8: using the language hook outside its provider throws. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
