/** THE allow-list for post HTML: the server's render, the public post page and the admin preview
 * all sanitize with it, so the preview shows exactly what will be published. No scripts, no event
 * handlers, no javascript: or data: links, images only from http(s) or our own paths. */
export const POST_HTML_POLICY = {
  tags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark',
    'sub', 'sup', 'small', 'abbr', 'cite', 'q', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
  ],
  /** Attributes by tag; no other tag keeps any attribute. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    code: ['class'],
    ol: ['start'],
  } as Readonly<Record<string, readonly string[]>>,
  /** The only classes kept: a code block's language. */
  codeClass: /^language-[\w-]+$/,
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  imageSchemes: ['http', 'https'],
} as const;

/** Links that leave the site: they open in a new tab with rel="noopener noreferrer". */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);
