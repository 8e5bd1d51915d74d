const words = (list: string) => list.split(' ');

/** The one contract for post HTML. Every post body, wherever it is shown, is the allow-list below
 * (run by sanitize-html on the server and by DOMPurify in the browser, filters only) followed by
 * `transformPostHtml`, the same code on both sides. The server stores that for a post's markdown,
 * so the browser's pass over it changes nothing; apps/web/src/lib/post-html-contract.test.ts holds
 * both sides to it. */
export const POST_HTML_POLICY = {
  tags: words(
    'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code div span ul ol li dl dt dd figure figcaption ' +
      'strong b em i u s del ins mark sub sup small abbr cite q a img ' +
      'table caption thead tbody tfoot tr th td',
  ),
  /** Attributes by tag; no other tag keeps any attribute. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    code: ['class'],
    ol: ['start'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Elements removed with everything inside them: what they hold is code, markup, media or form
   * controls, never text of the post. Other elements outside the list leave their text behind. */
  removedWithContent: words(
    'script style template noscript noembed noframes iframe object svg math title xmp plaintext ' +
      'textarea select option audio video',
  ),
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  imageSchemes: ['http', 'https'],
} as const;

/** Characters that can break up a scheme (DOMPurify's list and more), taken out before the scheme is
 * read: this check is then stricter than either engine's own. */
const SKIPPED_IN_URL = /[\p{Cc}\p{Zs}\u180e\u200b-\u2029]/gu;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A URL with one of `schemes`, or relative (our own paths). Protocol-relative URLs (`//host`) lead
 * off the site; a '<' only comes with markup hidden in a URL (`java<!-- -->script:`). */
function isAllowedUrl(url: string, schemes: readonly string[]): boolean {
  const compact = url.replace(SKIPPED_IN_URL, '');
  if (compact === '' || compact.includes('<') || /^[/\\]{2}/.test(compact)) return false;
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}

/** One candidate of a `srcset`: a URL without spaces or commas, one space, a width descriptor. */
const SRCSET_CANDIDATE = /^([^\s,]+) ([1-9]\d{0,4})w$/;

/** A `srcset` as the editor writes it from an upload's variants (`/uploads/a-480.webp 480w, …`):
 * each URL checked like an image's `src`, width descriptors only, candidates joined by ', '. That
 * is also the form sanitize-html writes back after parsing one, so both engines keep it as it is. */
function isAllowedSrcset(value: string): boolean {
  const candidates = value.split(', ');
  return (
    candidates.length <= 20 &&
    candidates.every((candidate) => {
      const url = SRCSET_CANDIDATE.exec(candidate)?.[1];
      return url !== undefined && isAllowedUrl(url, POST_HTML_POLICY.imageSchemes);
    })
  );
}

/** `sizes`: media conditions and lengths (`(min-width: 768px) 720px, 100vw`), nothing else. */
const SIZES = /^[a-z0-9 ().,:%-]{1,200}$/i;

/** Whether an attribute may stay, its value already trimmed (as DOMPurify trims it). Both engines
 * ask this, on top of their own checks, so they keep the same attributes. */
export function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  if (!POST_HTML_POLICY.attributes[tag]?.includes(name)) return false;
  if (name === 'href') return isAllowedUrl(value, POST_HTML_POLICY.linkSchemes);
  if (name === 'src') return isAllowedUrl(value, POST_HTML_POLICY.imageSchemes);
  if (name === 'srcset') return isAllowedSrcset(value);
  if (name === 'sizes') return SIZES.test(value);
  // The only class kept: a code block's language, as marked writes it.
  if (name === 'class') return /^language-[\w-]+$/.test(value);
  return value !== '' || name === 'alt';
}

/** Links that leave the site: they open in a new tab with rel="noopener noreferrer". */
const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

/** Any link opening a new browsing context gets noopener, whatever target the author wrote. */
function linkRules(attributes: Map<string, string>): void {
  const external = isExternalUrl(attributes.get('href') ?? '');
  const target = attributes.get('target');
  if (!external && (target === undefined || target.toLowerCase() === '_self')) return;
  attributes.set('target', external ? '_blank' : target!);
  attributes.set('rel', 'noopener noreferrer');
}

function imageRules(attributes: Map<string, string>): void {
  attributes.set('loading', 'lazy');
  attributes.set('decoding', 'async');
  if (!attributes.has('alt')) attributes.set('alt', '');
}

/** A tag as browsers and parse5 serialize one (` name="value"`, `"` and `&` escaped), or any other
 * `<`, which serialized text never holds: if one turns up, the input was not allow-list output. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?: [^\s"'>/=]+="[^"]*")*)>|</g;
const ATTRIBUTE = / ([^\s"'>/=]+)="([^"]*)"/g;

/** The transforms, on HTML the allow-list produced: a post's headings start at h2, under the page's
 * h1 (the post's title); the link rule above; images load lazily and always have an alt; an image
 * whose source was removed as unsafe is dropped rather than left as an empty box. Running it again
 * changes nothing. */
export function transformPostHtml(html: string): string {
  let serialized = true;
  const transformed = html.replace(TAG, (tag, close: string, name?: string, attributeText = '') => {
    if (name === undefined) serialized = false;
    if (name === 'h1') return `<${close}h2${attributeText}>`;
    if (close || (name !== 'a' && name !== 'img')) return tag;
    const attributes = new Map(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, key, value]) => [key!, value!]),
    );
    if (name === 'img' && !attributes.get('src')) return '';
    (name === 'a' ? linkRules : imageRules)(attributes);
    return `<${name}${[...attributes].map(([key, value]) => ` ${key}="${value}"`).join('')}>`;
  });
  return serialized ? transformed : html;
}
