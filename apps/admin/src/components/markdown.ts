import { marked } from 'marked';
import { sanitizePostHtml } from '@site/web/lib/sanitize-post-html.ts';

/** Post content is markdown or HTML (marked passes HTML through), sanitized exactly as the post page
 * will show it once published. */
export function renderPostContent(source: string): string {
  return sanitizePostHtml(marked.parse(source, { async: false }));
}

const BLOCK_SELECTOR =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/** The readable text of post content: markdown and tags removed, entities decoded, whitespace collapsed.
 * A DOMParser document is inert (no scripts run, no images load). */
export function toPlainText(source: string): string {
  const html = marked.parse(source, { async: false });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc
    .querySelectorAll('script,style,template,noscript,iframe,object')
    .forEach((node) => node.remove());
  doc.body.querySelectorAll(BLOCK_SELECTOR).forEach((node) => node.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export const LIST_EXCERPT_LENGTH = 200;

/** docs/product.md §9: the admin list shows the excerpt, or the first 200 characters of the content plus '...'. */
export function listExcerpt(excerpt: string | null, content: string): string {
  const given = excerpt?.trim();
  if (given) return given;
  const text = toPlainText(content);
  return text.length > LIST_EXCERPT_LENGTH ? `${text.slice(0, LIST_EXCERPT_LENGTH)}...` : text;
}
