import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize-post-html.ts';

describe('sanitizing post HTML in the browser', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizePostHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/uploads/a.webp" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|svg/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="/uploads/a.webp"');
    expect(html).toContain('<a>x</a>');
  });

  it('drops images without a safe source and data: URLs', () => {
    expect(
      sanitizePostHtml(
        '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('opens external links in a new tab, and gives every link that opens a window noopener', () => {
    const html = sanitizePostHtml(
      '<a href="https://example.com" target="_self">out</a> <a href="/#/contact" target="_blank">in</a> <a href="/about">here</a>',
    );
    expect(html).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a> <a href="/#/contact" target="_blank" rel="noopener noreferrer">in</a> <a href="/about">here</a>',
    );
  });

  it('keeps safe formatting, makes images lazy and keeps one h1 on the page', () => {
    const html = sanitizePostHtml(
      '<h1>Title</h1><h2 style="color:red" class="x" id="y">Sub</h2><ul><li><strong>a</strong></li></ul><img src="https://cdn.example/p.webp" alt="p">',
    );
    expect(html).toContain('<h2>Title</h2><h2>Sub</h2><ul><li><strong>a</strong></li></ul>');
    expect(html).toMatch(
      /<img src="https:\/\/cdn.example\/p.webp" alt="p" loading="lazy" decoding="async">/,
    );
  });
});
