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

const translator =
  (dictionary: Dictionary): Translate =>
  (key, values) =>
    interpolate(lookup(dictionary, key) ?? key, values);

export const englishTranslate = translator(en);

export type LoadedLanguage = {
  t: Translate;
  /** Texts the dictionary put on the page: already in the target language (not sent to the translator). */
  isDictionaryText: (text: string) => boolean;
};

export const englishLoaded: LoadedLanguage = { t: englishTranslate, isDictionaryText: () => false };

/** The interface strings of `code` once its dictionary has loaded. Languages without a dictionary
 * show the English strings (the page translation then covers them). */
export async function loadLanguage(code: LanguageCode): Promise<LoadedLanguage> {
  const loader = loaders[code];
  if (!loader) return englishLoaded;
  const translate = translator((await loader()).default);
  const shown = new Set<string>();
  const t: Translate = (key, values) => {
    const text = translate(key, values);
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
