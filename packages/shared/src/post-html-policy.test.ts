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

  it("keeps an image's srcset of width candidates with safe URLs, as the editor writes it", () => {
    const srcset =
      '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w, https://cdn.example/a.webp 1600w';
    expect(isAllowedAttribute('img', 'srcset', srcset)).toBe(true);
    expect(isAllowedAttribute('img', 'srcset', '/uploads/a.webp 480w')).toBe(true);
    expect(isAllowedAttribute('img', 'sizes', '(min-width: 768px) 720px, 100vw')).toBe(true);
    expect(isAllowedAttribute('p', 'srcset', '/uploads/a.webp 480w')).toBe(false);
  });

  it('refuses a hostile or unusual srcset or sizes', () => {
    const refused = [
      'javascript:alert(1) 480w',
      '/a.webp 480w, javascript:alert(1) 960w',
      'java\tscript:alert(1) 480w',
      'data:image/svg+xml,<svg onload=alert(1)> 480w',
      '//evil.example/a.webp 480w',
      'http://ok.example/a.webp 480w,//evil.example/b.webp 960w',
      '/a.webp 2x',
      '/a.webp',
      '/a.webp 480w 960w',
      '/a.webp  480w',
      '/a.webp 0480w',
      '/a.webp 480W',
      '/a,b.webp 480w',
      '/a.webp 480w,',
      '',
      Array.from({ length: 21 }, (_, i) => `/a${i}.webp ${i + 1}w`).join(', '),
    ];
    for (const value of refused)
      expect(isAllowedAttribute('img', 'srcset', value), value).toBe(false);
    for (const value of [
      '100vw; x',
      '"><script>',
      'calc(100vw - 2rem) /* x */',
      '',
      'x'.repeat(201),
    ])
      expect(isAllowedAttribute('img', 'sizes', value), value).toBe(false);
  });
});
