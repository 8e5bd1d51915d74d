import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '@site/web/lib/sanitize-post-html.ts';
import { listExcerpt, renderPostContent, toPlainText } from './markdown.ts';

describe('toPlainText', () => {
  it('strips markdown and HTML to readable text', () => {
    expect(toPlainText('# Title\n\nSome **bold** and [a link](https://example.com).')).toBe(
      'Title Some bold and a link.',
    );
    expect(toPlainText('<p>One</p><p>Two &amp; three</p><script>alert(1)</script>')).toBe(
      'One Two & three',
    );
    expect(toPlainText('- first\n- second')).toBe('first second');
  });
});

describe('listExcerpt', () => {
  it('prefers the excerpt', () => {
    expect(listExcerpt('  Given  ', 'content')).toBe('Given');
  });

  it('cuts the plain content at 200 characters and adds "..."', () => {
    const content = 'a'.repeat(250);
    expect(listExcerpt(null, content)).toBe(`${'a'.repeat(200)}...`);
    expect(listExcerpt('', 'a'.repeat(200))).toBe('a'.repeat(200));
  });
});

describe('renderPostContent', () => {
  it('renders markdown and removes scripts and handlers', () => {
    const html = renderPostContent(
      '## Hi\n\n<img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
    );
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });
});

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
    expect(preview).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(preview).toContain('<code class="language-js">');
    expect(sanitizePostHtml(preview)).toBe(preview);
  });
});
