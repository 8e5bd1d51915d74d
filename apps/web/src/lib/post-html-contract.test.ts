import { builtInPosts } from '@site/shared/built-in-posts';
import { transformPostHtml } from '@site/shared/post-html-policy';
import { Editor } from '@tiptap/core';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  renderContent,
  sanitizePostHtml as serverAllowList,
} from '../../../server/src/lib/render-content.ts';
import { editorExtensions } from '../../../admin/src/components/rich-text/editor-extensions.ts';
import { EDITOR_NODES_AND_MARKS, POST_HTML_CORPUS } from './post-html-contract.test.corpus.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

/** What the portal's editor writes for `html` (apps/admin/src/components/rich-text): its schema
 * reads it and writes it back, as it does on every change. */
function editorOutput(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  const written = editor.getHTML();
  editor.destroy();
  return written;
}

/** The inputs on which the server's answer and the browser's differ, with both answers. */
function disagreements(inputs: readonly string[], answers: (input: string) => [string, string]) {
  return inputs.flatMap((input) => {
    const [server, browser] = answers(input);
    return server === browser ? [] : [{ input, server, browser }];
  });
}

// Hundreds of DOMPurify runs: slow on a busy machine.
describe('one post-HTML contract on the server and in the browser', { timeout: 60_000 }, () => {
  it('is held to at least 200 inputs', () => {
    expect(new Set(POST_HTML_CORPUS).size).toBeGreaterThanOrEqual(200);
  });

  it('renders markdown to the same HTML (the admin preview shows what the post page will)', () => {
    expect(
      disagreements(POST_HTML_CORPUS, (source) => [
        renderContent(source),
        sanitizePostHtml(marked.parse(source, { async: false })),
      ]),
    ).toEqual([]);
  });

  it("leaves what the server rendered unchanged in the browser's pass", () => {
    expect(
      disagreements(POST_HTML_CORPUS, (source) => {
        const stored = renderContent(source);
        return [stored, sanitizePostHtml(stored)];
      }),
    ).toEqual([]);
  });

  it('makes the same safe HTML of any HTML, the allow-list run by sanitize-html or by DOMPurify', () => {
    expect(
      disagreements(POST_HTML_CORPUS, (html) => [
        transformPostHtml(serverAllowList(html)),
        sanitizePostHtml(html),
      ]),
    ).toEqual([]);
  });

  it('shows the built-in posts exactly as they are written', () => {
    const contents = builtInPosts.map((post) => post.content);
    expect(
      disagreements(contents, (html) => [html, transformPostHtml(serverAllowList(html))]),
    ).toEqual([]);
    expect(disagreements(contents, (html) => [html, sanitizePostHtml(html)])).toEqual([]);
  });

  it('keeps what the editor writes, every node and mark, as it is: only the transforms add to it', () => {
    const written = EDITOR_NODES_AND_MARKS.map(editorOutput);
    // Each sample is written as itself: the samples are the editor's own HTML.
    expect(written).toEqual([...EDITOR_NODES_AND_MARKS]);
    expect(disagreements(written, (html) => [html, serverAllowList(html)])).toEqual([]);
    expect(
      disagreements(written, (html) => [transformPostHtml(html), sanitizePostHtml(html)]),
    ).toEqual([]);
    expect(
      disagreements(written, (html) => [transformPostHtml(html), renderContent(html, 'html')]),
    ).toEqual([]);
  });
});
