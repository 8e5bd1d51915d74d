import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Smart Street-Lighting in Kisumu!')).toBe('smart-street-lighting-in-kisumu');
    expect(slugify('  Café & Crème  ')).toBe('cafe-and-creme');
    expect(slugify('Intelligent Transport System(ITS)')).toBe('intelligent-transport-system-its');
  });
  it('never answers an empty slug', () => {
    expect(slugify('!!!')).toBe('post');
    expect(slugify('日本語')).toBe('post');
  });
  it('cuts long titles without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 on a clash', () => {
    expect(uniqueSlug('post', new Set())).toBe('post');
    expect(uniqueSlug('post', new Set(['post']))).toBe('post-2');
    expect(uniqueSlug('post', new Set(['post', 'post-2']))).toBe('post-3');
  });
});
