import { createContext, useContext } from 'react';
import { englishTranslate, keyOfEnglish, type Translate } from './dictionaries.ts';

export type I18nValue = {
  t: Translate;
  /** The current language's version of an English label that is a dictionary text; else the label. */
  tx: (english: string) => string;
};

export const makeI18nValue = (t: Translate): I18nValue => ({
  t,
  tx: (english) => {
    const key = keyOfEnglish(english);
    return key ? t(key) : english;
  },
});

export const I18nContext = createContext<I18nValue>(makeI18nValue(englishTranslate));

/** The interface strings of the current language; English outside a LanguageProvider (admin, tests). */
export function useT(): I18nValue {
  return useContext(I18nContext);
}
