import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '../../content/languages.ts';
import { en, type Dictionary, type DictionaryKey } from './dictionaries/en.ts';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: DictionaryKey, values?: TranslateValues) => string;

/** The five other dictionaries (docs/product.md §9), each its own chunk, fetched only when chosen. */
const loaders: Partial<Record<LanguageCode, () => Promise<{ default: Dictionary }>>> = {
  fr: () => import('./dictionaries/fr.ts'),
  ko: () => import('./dictionaries/ko.ts'),
  zh: () => import('./dictionaries/zh.ts'),
  ja: () => import('./dictionaries/ja.ts'),
  sw: () => import('./dictionaries/sw.ts'),
};

export const hasDictionary = (code: LanguageCode) => code === 'en' || code in loaders;

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values?: TranslateValues) =>
  values
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match,
      )
    : text;

/** English without i18next: the first load never carries the library. */
export const englishTranslate: Translate = (key, values) =>
  interpolate(lookup(en, key) ?? key, values);

let instance: Promise<I18n> | undefined;

/** i18next, loaded and initialised the first time a dictionary other than English is needed. */
export function getI18n(): Promise<I18n> {
  instance ??= import('i18next').then(async ({ default: i18next }) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return i18n;
  });
  return instance;
}

export type LoadedLanguage = {
  t: Translate;
  /** Texts the dictionary put on the page: already in the target language (not sent to the translator). */
  isDictionaryText: (text: string) => boolean;
};

const englishLoaded: LoadedLanguage = { t: englishTranslate, isDictionaryText: () => false };

/** Switches i18next to `code` once its dictionary has loaded. Languages without a dictionary show
 * the English strings (the page translation then covers them). */
export async function loadLanguage(code: LanguageCode): Promise<LoadedLanguage> {
  const loader = loaders[code];
  if (!loader) {
    if (instance) await (await instance).changeLanguage('en');
    return englishLoaded;
  }
  const [{ default: dictionary }, i18n] = await Promise.all([loader(), getI18n()]);
  if (!i18n.hasResourceBundle(code, 'translation'))
    i18n.addResourceBundle(code, 'translation', dictionary, true, true);
  await i18n.changeLanguage(code);
  const fixed = i18n.getFixedT(code) as unknown as (
    key: string,
    options?: TranslateValues,
  ) => string;
  const shown = new Set<string>();
  const t: Translate = (key, values) => {
    const text = fixed(key, values);
    shown.add(text.trim());
    return text;
  };
  return { t, isDictionaryText: (text) => shown.has(text.trim()) };
}

let reverse: Map<string, DictionaryKey> | undefined;

/** The dictionary key whose English text is exactly `text` (content labels kept as English data). */
export function keyOfEnglish(text: string): DictionaryKey | undefined {
  if (!reverse) {
    reverse = new Map();
    const walk = (node: Record<string, unknown>, prefix: string) => {
      for (const [name, value] of Object.entries(node)) {
        if (typeof value === 'string') {
          if (!value.includes('{{') && !reverse?.has(value))
            reverse?.set(value, `${prefix}${name}` as DictionaryKey);
        } else walk(value as Record<string, unknown>, `${prefix}${name}.`);
      }
    };
    walk(en, '');
  }
  return reverse.get(text);
}
