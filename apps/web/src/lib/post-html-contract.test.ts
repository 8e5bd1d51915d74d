import { builtInPosts } from '@site/shared/built-in-posts';
import { transformPostHtml } from '@site/shared/post-html-policy';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  renderContent,
  sanitizePostHtml as serverAllowList,
} from '../../../server/src/lib/render-content.ts';
import { POST_HTML_CORPUS } from './post-html-contract.test.corpus.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

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
});
