import { describe, expect, it } from 'vitest';
import { bearer, signedInTestApp, testDialect } from './helpers/test-app.ts';

/** What the portal's editor writes (decision 073): HTML, sent with content_format 'html'. */
const EDITOR_HTML = [
  '<h2>Site visit</h2>',
  '<p>Text with <strong>bold</strong>, <em>italic</em> and <a href="https://example.com/a">a link</a>.</p>',
  '<pre><code class="language-ts">const a = 1;\n\nconst b = 2;</code></pre>',
  '<p><img src="/uploads/abc-1600.webp" alt="A pole with a panel" width="1600" height="900" ',
  'srcset="/uploads/abc-480.webp 480w, /uploads/abc-960.webp 960w, /uploads/abc-1600.webp 1600w" ',
  'sizes="(min-width: 768px) 720px, 100vw"></p>',
  '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">The junction at rush hour</a></p>',
].join('');

describe(`a post's content format: markdown or the editor's HTML (${testDialect})`, () => {
  const t = signedInTestApp();
  const save = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(t.token), payload: body });
  const publicPost = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${slug}` })).json().data;

  it("renders the editor's HTML as written: a blank line in a code block stays, pictures keep srcset and sizes", async () => {
    const created = await save('POST', '/api/blogs', {
      title: 'Editor post',
      content: EDITOR_HTML,
      content_format: 'html',
      status: 'published',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ content: EDITOR_HTML, content_format: 'html' });
    const post = await publicPost(created.json().data.slug);
    expect(post).not.toHaveProperty('content_format');
    expect(post.content).toBe(
      EDITOR_HTML.replace(
        '<a href="https://example.com/a">',
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">',
      )
        .replace(
          'sizes="(min-width: 768px) 720px, 100vw">',
          'sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async">',
        )
        .replace(
          '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">',
          '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">',
        ),
    );
  });

  it('renders the same text as markdown when no format is given, as before the editor', async () => {
    const source = '<blockquote><pre><code>one\n\ntwo **x**</code></pre></blockquote>';
    const created = await save('POST', '/api/blogs', {
      title: 'Markdown post',
      content: source,
      status: 'published',
    });
    expect(created.json().data.content_format).toBe('markdown');
    const post = await publicPost(created.json().data.slug);
    // marked ends the HTML block at the blank line: the second half becomes a paragraph of markdown.
    expect(post.content).toBe(
      '<blockquote><pre><code>one</code><p><code>two <strong>x</strong></code></p></pre></blockquote><p></p>\n',
    );

    const asHtml = await save('PUT', `/api/blogs/${created.json().data.id}`, {
      title: 'Markdown post',
      content: source,
      content_format: 'html',
      status: 'published',
    });
    expect(asHtml.json().data.content_format).toBe('html');
    expect((await publicPost(created.json().data.slug)).content).toBe(source);
  });

  it('removes a hostile srcset or sizes, and everything else the policy removes, from editor HTML', async () => {
    const created = await save('POST', '/api/blogs', {
      title: 'Hostile',
      content:
        '<p><img src="/uploads/a.webp" alt="a" srcset="javascript:alert(1) 480w" sizes="100vw;x"></p>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><p onclick="x()">text</p>',
      content_format: 'html',
      status: 'published',
    });
    expect((await publicPost(created.json().data.slug)).content).toBe(
      '<p><img src="/uploads/a.webp" alt="a" loading="lazy" decoding="async"></p><p>text</p>',
    );
  });

  it('answers 400 naming the field for an unknown format', async () => {
    const response = await save('POST', '/api/blogs', {
      title: 'x',
      content: 'y',
      content_format: 'docx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'content_format must be one of markdown, html',
      details: { fields: { content_format: ['content_format must be one of markdown, html'] } },
    });
  });

  it('restores a revision with the format it was saved in', async () => {
    const created = (
      await save('POST', '/api/blogs', { title: 'Revised', content: 'first **markdown**' })
    ).json().data;
    await save('PUT', `/api/blogs/${created.id}`, {
      title: 'Revised',
      content: '<p>second, <strong>html</strong></p>',
      content_format: 'html',
    });
    const revisions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/blogs/${created.id}/revisions`,
        headers: bearer(t.token),
      })
    ).json().data;
    const first = revisions.find(
      (revision: { post: { content: string } }) => revision.post.content === 'first **markdown**',
    );
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${created.id}/revisions/${first.id}/restore`,
      headers: bearer(t.token),
    });
    expect(restored.json().data).toMatchObject({
      content: 'first **markdown**',
      content_format: 'markdown',
    });
  });
});
