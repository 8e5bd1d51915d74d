import { marked } from 'marked';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parse, serialize } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import type { ContentFormat } from '@site/shared/blog';
import {
  POST_HTML_POLICY,
  isAllowedAttribute,
  transformPostHtml,
} from '@site/shared/post-html-policy';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
const removedWithContent = new Set<string>(POST_HTML_POLICY.removedWithContent);

/** Leaves out the elements the policy removes with their content. They include every element whose
 * content a browser reads as raw text (script, iframe, noembed…), which sanitize-html's parser would
 * read as markup instead. */
function withoutRemoved(node: ParentNode): ParentNode {
  node.childNodes = node.childNodes.filter((child) => !removedWithContent.has(child.nodeName));
  for (const child of node.childNodes) if ('childNodes' in child) withoutRemoved(child);
  return node;
}

/** HTML as a browser reads it: parsed like DOMPurify parses (a document whose body opens at once,
 * scripting off, as in DOMParser) and serialized like innerHTML. Run on this, sanitize-html sees the
 * tree DOMPurify sees, and what it writes is read back by the browser unchanged. */
function asBrowserReadsIt(html: string): string {
  const document = parse(`<remove></remove>${html}`, { scriptingEnabled: false });
  const body = (document.childNodes.find((node) => node.nodeName === 'html') as ParentNode)
    .childNodes[1] as ParentNode;
  body.childNodes.shift();
  return serialize(withoutRemoved(body));
}

/** POST_HTML_POLICY in sanitize-html's terms: the same allow-list as the browser's DOMPurify pass. */
const ALLOW: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...POST_HTML_POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...POST_HTML_POLICY.imageSchemes] },
  allowProtocolRelative: false,
  nonTextTags: [...POST_HTML_POLICY.removedWithContent],
  // Values trimmed as DOMPurify trims them, then the policy's own check on each attribute.
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs)
          .map(([name, value]) => [name, value.trim()] as const)
          .filter(([name, value]) => isAllowedAttribute(tagName, name, value)),
      ),
    }),
  },
};

/** The allow-list alone, no transforms: the server's stand-in for the browser's DOMPurify pass (the
 * prerendered post page uses it). */
export function sanitizePostHtml(html: string): string {
  return asBrowserReadsIt(sanitizeHtml(asBrowserReadsIt(html), ALLOW));
}

/** A post's source to the HTML it shows: the allow-list, then the policy's transforms. Markdown (or
 * HTML, which markdown passes through) goes through marked first; the editor's HTML does not, so a
 * blank line in it (a code block's) is kept as the editor showed it (decision 073). */
export function renderContent(source: string, format: ContentFormat = 'markdown'): string {
  const html = format === 'html' ? source : marked.parse(source, { async: false });
  return transformPostHtml(sanitizePostHtml(html));
}

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

/** Text without any markup, for places that are plain text by definition (feed titles and
 * descriptions). Entities are decoded, and decoding again until nothing changes means an escaped
 * tag cannot come back to life as markup. */
export function plainText(html: string): string {
  // A block ends a word: `<h3>What changed</h3><ul><li>Energy` reads "What changed Energy", not
  // "changedEnergy" (which search would never find). Inline tags (`un<b>believ</b>able`) join.
  let text = html.replace(BLOCK_TAG, ' $&');
  for (let i = 0; i < 5; i += 1) {
    const next = sanitizeHtml(text, NO_TAGS).replace(
      /&(amp|lt|gt|quot|nbsp|#39|#x27);/g,
      (entity) => ENTITIES[entity]!,
    );
    if (next === text) break;
    text = next;
  }
  return text.replace(/\s+/g, ' ').trim();
}
