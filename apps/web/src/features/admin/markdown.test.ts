import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../lib/sanitize-post-html.ts';
import { renderPostContent } from './markdown.ts';

describe('renderPostContent (the admin preview)', () => {
  it('shows exactly what the post page will publish', () => {
    const source = [
      '# Title in the body',
      '<p style="color:red" data-x="1" class="big">Styled</p>',
      '<img src="data:image/png;base64,AAAA" alt="inline">',
      '<a href="https://example.com" onclick="steal()">out</a> <a href="javascript:alert(1)">bad</a>',
      '```js\nconst a = 1;\n```',
    ].join('\n\n');
    const preview = renderPostContent(source);
    // DOMPurify's defaults (the old preview) would keep the h1, the style, the data: image and the class.
    expect(preview).toContain('<h2>Title in the body</h2>');
    expect(preview).toContain('<p>Styled</p>');
    expect(preview).not.toMatch(/data:|onclick|javascript:|<img/);
    expect(preview).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(preview).toContain('<code class="language-js">');
    expect(sanitizePostHtml(preview)).toBe(preview);
  });
});
