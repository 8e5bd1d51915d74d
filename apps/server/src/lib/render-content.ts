import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { POST_HTML_POLICY, isExternalUrl } from '@site/shared/post-html-policy';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** POST_HTML_POLICY (shared with the post page and the admin preview) in sanitize-html's terms. */
const ALLOW: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: { code: [POST_HTML_POLICY.codeClass] },
  allowedSchemes: [...POST_HTML_POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...POST_HTML_POLICY.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was removed as unsafe would only leave an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Any link opening a new browsing context gets noopener, whatever target the author wrote.
    a: (tagName, attribs) => {
      const external = isExternalUrl(attribs.href ?? '');
      const opensWindow =
        external || (attribs.target !== undefined && attribs.target.toLowerCase() !== '_self');
      return {
        tagName,
        attribs: opensWindow
          ? {
              ...attribs,
              target: external ? '_blank' : attribs.target!,
              rel: 'noopener noreferrer',
            }
          : attribs,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, ALLOW);
}

/** Markdown (or HTML, which markdown passes through) to safe HTML. */
export function renderContent(source: string): string {
  return sanitizePostHtml(marked.parse(source) as string);
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

/** Text without any markup, for places that are plain text by definition (feed titles and
 * descriptions). Entities are decoded, and decoding again until nothing changes means an escaped
 * tag cannot come back to life as markup. */
export function plainText(html: string): string {
  let text = html;
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
