import { describe, expect, it } from 'vitest';
import { plainText, renderContent, sanitizePostHtml } from './render-content.ts';

describe('renderContent', () => {
  it('renders markdown, its headings under the page title', () => {
    expect(renderContent('# Title\n\nSome *text* and a [link](https://example.com).')).toBe(
      '<h2>Title</h2>\n<p>Some <em>text</em> and a <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>.</p>\n',
    );
  });
  it('keeps safe HTML written by hand', () => {
    expect(renderContent('<h2>Scope</h2><ul><li>Signals</li></ul>')).toBe(
      '<h2>Scope</h2><ul><li>Signals</li></ul>',
    );
  });
  it('removes scripts, styles, event handlers, iframes and dangerous URLs', () => {
    const html = renderContent(
      '<script>alert(1)</script><style>body{}</style><p onmouseover="x()">a</p><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><img src="data:image/png;base64,AAA"><form><input></form>',
    );
    expect(html).toBe('<p>a</p><a>j</a><a>d</a>');
  });
  it('makes images lazy and writes HTML as browsers do', () => {
    expect(renderContent('![A road](/uploads/road.webp)  \nnext line')).toBe(
      '<p><img src="/uploads/road.webp" alt="A road" loading="lazy" decoding="async"><br>next line</p>\n',
    );
  });
});

describe('sanitizePostHtml', () => {
  it('applies the allow-list alone, as the browser reads HTML', () => {
    expect(sanitizePostHtml('<h1 class="x">Kept</h1><table><tr><td onclick="x()">1')).toBe(
      '<h1>Kept</h1><table><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });
});

describe('plainText', () => {
  it('ends a word at every block and joins inline tags', () => {
    expect(
      plainText('<h3>What changed</h3><ul><li>Energy</li><li>Safety</li></ul><p>A<br>B</p>'),
    ).toBe('What changed Energy Safety A B');
    expect(plainText('un<b>believ</b>able &amp; more')).toBe('unbelievable & more');
  });
});
