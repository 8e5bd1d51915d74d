import { describe, expect, it } from 'vitest';
import { listExcerpt, renderPostContent, toPlainText } from './markdown.ts';

describe('toPlainText', () => {
  it('strips markdown and HTML to readable text', () => {
    expect(toPlainText('# Title\n\nSome **bold** and [a link](https://example.com).')).toBe(
      'Title Some bold and a link.',
    );
    expect(toPlainText('<p>One</p><p>Two &amp; three</p><script>alert(1)</script>')).toBe('One Two & three');
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
    const html = renderPostContent('## Hi\n\n<img src="x.png" onerror="alert(1)"><script>alert(2)</script>');
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });
});
