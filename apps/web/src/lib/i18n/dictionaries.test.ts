import { describe, expect, it } from 'vitest';
import { en } from './dictionaries/en.ts';
import fr from './dictionaries/fr.ts';
import ja from './dictionaries/ja.ts';
import ko from './dictionaries/ko.ts';
import sw from './dictionaries/sw.ts';
import zh from './dictionaries/zh.ts';
import { englishTranslate, keyOfEnglish, loadLanguage } from './dictionaries.ts';

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );

const valueAt = (node: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((current, part) => (current as Record<string, unknown>)[part], node);

describe('the dictionaries (docs/product.md §3, §9)', () => {
  const groups = [
    'navigation',
    'header',
    'hero',
    'info',
    'about',
    'footer',
    'common',
    'homepage',
    'projectsCta',
    'productsCta',
  ];

  it('English has every key group', () => {
    expect(Object.keys(en)).toEqual(groups);
  });

  it.each([
    ['fr', fr],
    ['ko', ko],
    ['zh', zh],
    ['ja', ja],
    ['sw', sw],
  ])(
    '%s has exactly the English keys, each a non-empty text with the same placeholders',
    (_code, dictionary) => {
      expect(keysOf(dictionary)).toEqual(keysOf(en));
      for (const key of keysOf(en)) {
        const text = valueAt(dictionary, key);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        const placeholders = (value: unknown) => String(value).match(/\{\{\w+\}\}/g) ?? [];
        expect(placeholders(text), key).toEqual(placeholders(valueAt(en, key)));
      }
    },
  );

  it('looks English up, with interpolation', () => {
    expect(englishTranslate('header.getQuote')).toBe('Get Quote');
    expect(englishTranslate('homepage.aboutHeading', { name: 'Kilima' })).toBe('About Kilima');
    expect(keyOfEnglish('Get Quote')).toBe('header.getQuote');
    expect(keyOfEnglish('Not a dictionary text')).toBeUndefined();
  });

  it('loads a dictionary on demand and recognises the texts it showed', async () => {
    const french = await loadLanguage('fr');
    expect(french.t('header.getQuote')).toBe('Demander un devis');
    expect(french.t('footer.blurb', { year: 2012 })).toContain('Depuis 2012');
    expect(french.isDictionaryText('Demander un devis')).toBe(true);
    expect(french.isDictionaryText('Smart roads')).toBe(false);
    const german = await loadLanguage('de');
    expect(german.t('header.getQuote')).toBe('Get Quote');
  });
});
