import DOMPurify from 'dompurify';

/** The same allow-list the server applies (apps/server/src/lib/render-content.ts), applied again
 * in the browser before any post HTML is shown: defence in depth against a bad row or a proxy. */
const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark',
  'sub', 'sup', 'small', 'abbr', 'cite', 'q', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start'];
/** http(s), mailto and tel links, and relative ones; nothing else (no javascript:, data:, vbscript:). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const EXTERNAL = /^https?:\/\//i;

const purifier = DOMPurify();

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  // DOMPurify lets data: URIs through on images by default; posts never need them.
  if (data.attrName === 'src' && !(EXTERNAL.test(data.attrValue) || data.attrValue.startsWith('/'))) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (EXTERNAL.test(href)) {
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

/** Safe HTML for a post body. Headings are shifted so the page keeps one h1 (the post's title),
 * and images whose source was removed are dropped rather than left as empty boxes. */
export function sanitizePostHtml(html: string): string {
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS,
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
