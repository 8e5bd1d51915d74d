import {
  isAllowedAttribute,
  POST_HTML_POLICY,
  transformPostHtml,
} from '@site/shared/post-html-policy';
import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** Without a DOM (the server's prerender) DOMPurify cannot run; the server hands in its
 * sanitize-html pass over the same allow-list (apps/server/src/lib/render-content.ts). */
let allowListWithoutDom: ((html: string) => string) | undefined;

export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  allowListWithoutDom = sanitize;
}

function createPurifier() {
  const purifier = DOMPurify();
  // Filters only: the policy's per-tag attributes and URL rules, on top of DOMPurify's own.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue))
      data.keepAttr = false;
  });
  return purifier;
}

/** The allow-list of packages/shared/src/post-html-policy.ts, and nothing else. */
function allowList(html: string): string {
  if (typeof document === 'undefined') {
    if (!allowListWithoutDom)
      throw new Error('sanitizePostHtml needs a DOM, or setSanitizerWithoutDom() first');
    return allowListWithoutDom(html);
  }
  purifier ??= createPurifier();
  const body = purifier.sanitize(html, {
    ALLOWED_TAGS: [...POST_HTML_POLICY.tags],
    ALLOWED_ATTR: [...new Set(Object.values(POST_HTML_POLICY.attributes).flat())],
    FORBID_CONTENTS: [...POST_HTML_POLICY.removedWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Parse as the server does: everything belongs to the body, none of it to the head.
    FORCE_BODY: true,
    // Always the parsed tree serialized (DOMPurify hands back input without a '<' as it came, bare
    // '&' and '>' included), as the server writes it.
    RETURN_DOM: true,
  }) as HTMLElement | null;
  return body?.innerHTML ?? '';
}

/** Safe HTML for a post body, exactly as the server renders it: the shared allow-list, then the
 * shared transforms. What the server stored comes out unchanged. */
export function sanitizePostHtml(html: string): string {
  return transformPostHtml(allowList(html));
}
