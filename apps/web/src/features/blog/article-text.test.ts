import { describe, expect, it, vi } from 'vitest';
import { EXCERPT_FALLBACK_LENGTH, cardExcerpt, plainText } from './article-text.ts';

describe('card excerpts', () => {
  it('use the excerpt when there is one', () => {
    expect(cardExcerpt({ excerpt: ' Short summary. ', content: '<p>Body</p>' })).toBe(
      'Short summary.',
    );
  });

  it('otherwise take exactly the first 150 characters of the plain text plus "..."', () => {
    const text = 'abcdefghij'.repeat(20);
    const excerpt = cardExcerpt({
      excerpt: '',
      content: `<h2>${text.slice(0, 40)}</h2><p>${text.slice(40)}</p>`,
    });
    expect(EXCERPT_FALLBACK_LENGTH).toBe(150);
    expect(excerpt).toHaveLength(153);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.slice(0, 150)).toBe(`${text.slice(0, 40)} ${text.slice(40)}`.slice(0, 150));
  });

  it('reads text without markup, scripts or entities', () => {
    expect(
      plainText(
        '<p>Roads &amp; <strong>lights</strong></p><script>alert(1)</script><p>next&nbsp;line</p>',
      ),
    ).toBe('Roads & lights next line');
    expect(plainText('<img src=x onerror="alert(1)">Text')).toBe('Text');
  });

  it('reads the same text on the server, where there is no DOMParser', () => {
    vi.stubGlobal('DOMParser', undefined);
    try {
      expect(
        plainText(
          '<p>Roads &amp; <strong>lights</strong>&#44; caf&#xe9;</p><script>alert(1)</script><p>next&nbsp;line &bogus;</p>',
        ),
      ).toBe('Roads & lights , café next line &bogus;');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
