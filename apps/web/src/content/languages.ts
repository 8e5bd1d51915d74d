/* Flags are SVG files from flag-icons, fetched only when shown: emoji flags render as two letters
 * or empty boxes on Windows and many Linux browsers. */
import cnFlag from 'flag-icons/flags/4x3/cn.svg?no-inline';
import deFlag from 'flag-icons/flags/4x3/de.svg?no-inline';
import dkFlag from 'flag-icons/flags/4x3/dk.svg?no-inline';
import esFlag from 'flag-icons/flags/4x3/es.svg?no-inline';
import fiFlag from 'flag-icons/flags/4x3/fi.svg?no-inline';
import frFlag from 'flag-icons/flags/4x3/fr.svg?no-inline';
import gbFlag from 'flag-icons/flags/4x3/gb.svg?no-inline';
import inFlag from 'flag-icons/flags/4x3/in.svg?no-inline';
import itFlag from 'flag-icons/flags/4x3/it.svg?no-inline';
import jpFlag from 'flag-icons/flags/4x3/jp.svg?no-inline';
import keFlag from 'flag-icons/flags/4x3/ke.svg?no-inline';
import krFlag from 'flag-icons/flags/4x3/kr.svg?no-inline';
import nlFlag from 'flag-icons/flags/4x3/nl.svg?no-inline';
import noFlag from 'flag-icons/flags/4x3/no.svg?no-inline';
import plFlag from 'flag-icons/flags/4x3/pl.svg?no-inline';
import ptFlag from 'flag-icons/flags/4x3/pt.svg?no-inline';
import ruFlag from 'flag-icons/flags/4x3/ru.svg?no-inline';
import saFlag from 'flag-icons/flags/4x3/sa.svg?no-inline';
import seFlag from 'flag-icons/flags/4x3/se.svg?no-inline';
import trFlag from 'flag-icons/flags/4x3/tr.svg?no-inline';
import twFlag from 'flag-icons/flags/4x3/tw.svg?no-inline';
import { TRANSLATOR_CODES, type TranslationTarget } from '@site/shared/translate-messages';

/** Languages offered by the picker (docs/product.md §3 and §9). */

/** English plus the languages the translation service accepts: one list, in packages/shared. */
export type LanguageCode = 'en' | TranslationTarget;

export type LanguageOption = {
  code: LanguageCode;
  /** The language's name in its own script, as the picker shows it. */
  name: string;
  englishName: string;
  /** URL of the flag picture (decorative: the name and code carry the meaning). */
  flag: string;
  /** The code the Azure-compatible translator expects, where it differs from ours. */
  translatorCode: string;
  /** A built-in dictionary exists for the interface strings (docs/product.md §9: en, fr, ko, zh, ja, sw). */
  hasDictionary: boolean;
  dir: 'ltr' | 'rtl';
};

export const defaultLanguageCode: LanguageCode = 'en';

/** The languages with built-in dictionaries (docs/product.md §9). */
export const dictionaryLanguageCodes: readonly LanguageCode[] = [
  'en',
  'fr',
  'ko',
  'zh',
  'ja',
  'sw',
];

const option = (
  code: LanguageCode,
  name: string,
  englishName: string,
  flag: string,
): LanguageOption => ({
  code,
  name,
  englishName,
  flag,
  translatorCode: code === 'en' ? code : TRANSLATOR_CODES[code],
  hasDictionary: dictionaryLanguageCodes.includes(code),
  dir: code === 'ar' ? 'rtl' : 'ltr',
});

/**
 * docs/product.md §3 and §9 call these "20 languages" but list 21 codes (en plus 20 others).
 * All 21 listed codes are kept: dropping one would contradict the explicit list, and the
 * "20" reads as the count of languages offered besides the default English.
 */
export const languages: readonly LanguageOption[] = [
  option('en', 'English', 'English', gbFlag),
  option('zh', '简体中文', 'Chinese (Simplified)', cnFlag),
  option('zh-TW', '繁體中文', 'Chinese (Traditional)', twFlag),
  option('ja', '日本語', 'Japanese', jpFlag),
  option('ko', '한국어', 'Korean', krFlag),
  option('fr', 'Français', 'French', frFlag),
  option('es', 'Español', 'Spanish', esFlag),
  option('de', 'Deutsch', 'German', deFlag),
  option('it', 'Italiano', 'Italian', itFlag),
  option('pt', 'Português', 'Portuguese', ptFlag),
  option('ru', 'Русский', 'Russian', ruFlag),
  option('nl', 'Nederlands', 'Dutch', nlFlag),
  option('sv', 'Svenska', 'Swedish', seFlag),
  option('da', 'Dansk', 'Danish', dkFlag),
  option('no', 'Norsk', 'Norwegian', noFlag),
  option('fi', 'Suomi', 'Finnish', fiFlag),
  option('pl', 'Polski', 'Polish', plFlag),
  option('tr', 'Türkçe', 'Turkish', trFlag),
  option('ar', 'العربية', 'Arabic', saFlag),
  option('hi', 'हिन्दी', 'Hindi', inFlag),
  option('sw', 'Kiswahili', 'Swahili', keFlag),
];

export function findLanguage(code: string): LanguageOption | undefined {
  return languages.find((language) => language.code === code);
}
