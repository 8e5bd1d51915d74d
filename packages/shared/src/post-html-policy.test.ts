import { describe, expect, it } from 'vitest';
import { isAllowedAttribute, transformPostHtml } from './post-html-policy.ts';

describe('the post HTML policy', () => {
  it('keeps only its attributes, with safe URLs', () => {
    expect(isAllowedAttribute('a', 'href', '/#/contact')).toBe(true);
    expect(isAllowedAttribute('a', 'href', 'mailto:info@example.com')).toBe(true);
    expect(isAllowedAttribute('a', 'href', 'java\tscript:alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'href', '//evil.example')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'mailto:x@example.com')).toBe(false);
    expect(isAllowedAttribute('code', 'class', 'language-ts')).toBe(true);
    expect(isAllowedAttribute('code', 'class', 'language-ts big')).toBe(false);
    expect(isAllowedAttribute('p', 'title', 'x')).toBe(false);
    expect(isAllowedAttribute('img', 'alt', '')).toBe(true);
    expect(isAllowedAttribute('a', 'title', '')).toBe(false);
  });

  it('transforms allow-list output once: running it again changes nothing', () => {
    const once = transformPostHtml(
      '<h1>T</h1><a href="https://x.example" title="a &gt; b">x</a><a href="#n" target="other">n</a><img alt="gone"><img src="/a.webp">',
    );
    expect(once).toBe(
      '<h2>T</h2><a href="https://x.example" title="a &gt; b" target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="#n" target="other" rel="noopener noreferrer">n</a><img src="/a.webp" loading="lazy" decoding="async" alt="">',
    );
    expect(transformPostHtml(once)).toBe(once);
  });

  it('leaves alone HTML that is not serialized as the allow-list writes it', () => {
    expect(transformPostHtml("<h1 title='x'>raw</h1> a < b")).toBe("<h1 title='x'>raw</h1> a < b");
  });
});
