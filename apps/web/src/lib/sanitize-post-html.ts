import { isExternalUrl, POST_HTML_POLICY } from '@site/shared/post-html-policy';
import DOMPurify from 'dompurify';

const ALLOWED_ATTR = [...new Set(Object.values(POST_HTML_POLICY.attributes).flat())];
const schemes = POST_HTML_POLICY.linkSchemes.join('|');
/** The policy's link schemes, and relative links; nothing else (no javascript:, data:, vbscript:). */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${schemes}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** Without a DOM (the server's prerender) DOMPurify cannot run; the server hands in its own
 * sanitizer, built from the same allow-list (apps/server/src/lib/render-content.ts). */
let sanitizeWithoutDom: ((html: string) => string) | undefined;

export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

function createPurifier() {
  const purifier = DOMPurify();
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = POST_HTML_POLICY.attributes[node.tagName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'class' && !POST_HTML_POLICY.codeClass.test(data.attrValue))
      data.keepAttr = false;
    // DOMPurify lets data: URIs through on images by default; posts never need them.
    else if (
      data.attrName === 'src' &&
      !(isExternalUrl(data.attrValue) || data.attrValue.startsWith('/'))
    )
      data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (isExternalUrl(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purifier;
}

/** Safe HTML for a post body, by the shared allow-list (packages/shared/src/post-html-policy.ts). Headings are shifted so the page keeps one h1 (the post's title),
 * and images whose source was removed are dropped rather than left as empty boxes. */
export function sanitizePostHtml(html: string): string {
  if (typeof document === 'undefined') {
    if (!sanitizeWithoutDom)
      throw new Error('sanitizePostHtml needs a DOM, or setSanitizerWithoutDom() first');
    return sanitizeWithoutDom(html);
  }
  purifier ??= createPurifier();
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [...POST_HTML_POLICY.tags],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  // A <template> holds its content inert: nothing loads while the markup is adjusted.
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const image of template.content.querySelectorAll('img:not([src])')) image.remove();
  for (const heading of template.content.querySelectorAll('h1')) {
    const h2 = document.createElement('h2');
    h2.append(...heading.childNodes);
    heading.replaceWith(h2);
  }
  return template.innerHTML;
}
