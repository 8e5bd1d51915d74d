import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** The allow-list every post's HTML passes before it is shown publicly: no scripts, no event
 * handlers, no javascript: or data: links, images only from http(s) or our own paths. */
const ALLOW: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'abbr',
    'cite',
    'q',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    code: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was removed as unsafe would only leave an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Any link opening a new browsing context gets noopener, whatever target the author wrote.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const opensWindow = external || (attribs.target !== undefined && attribs.target.toLowerCase() !== '_self');
      return {
        tagName,
        attribs: opensWindow ? { ...attribs, target: external ? '_blank' : attribs.target!, rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
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
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Text without any markup, for places that are plain text by definition (feed titles and
 * descriptions). Entities are decoded, and decoding again until nothing changes means an escaped
 * tag cannot come back to life as markup. */
export function plainText(html: string): string {
  let text = html;
  for (let i = 0; i < 5; i += 1) {
    const next = sanitizeHtml(text, NO_TAGS).replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity]!);
    if (next === text) break;
    text = next;
  }
  return text.replace(/\s+/g, ' ').trim();
}
