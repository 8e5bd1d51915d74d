import Beasties from 'beasties';
import postcss, { type ChildNode } from 'postcss';

/** Reads a built file by its URL path (`/assets/index-x.css`); the server reads them from the web build. */
export type ReadAsset = (urlPath: string) => string;

/** The app's stylesheets, as index.html links them (`<link rel="stylesheet" … href="…">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The URL paths of the stylesheets the built index.html links. The first-view loader adds the same ones
 * when the app starts (build/first-view-plugin.ts). */
export function stylesheetsOf(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '').filter(Boolean);
}

/** The first view's CSS in the page itself (docs/decisions/020-first-view-loading.md): of the app's
 * stylesheets, only the rules that match an element of this page are inlined (beasties), and the
 * stylesheets' links leave the page, so the page paints with no stylesheet request. The whole sheet comes
 * with the app (the first-view loader adds it, and the app renders once it has loaded); a visitor
 * without JavaScript gets it through `<noscript>`. */
export async function inlinePageStyles(html: string, readAsset: ReadAsset): Promise<string> {
  class FromBuild extends Beasties {
    override readFile(filename: string): string {
      return readAsset(filename);
    }
  }
  const beasties = new FromBuild({
    path: '/',
    publicPath: '/',
    // The stylesheets are read in as additional sheets and pruned; their links are left alone here and
    // replaced below. index.html's own <style> stays as written.
    external: false,
    additionalStylesheets: stylesheetsOf(html),
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    logLevel: 'warn',
  });
  const inlined = withoutUnusedCustomProperties(await beasties.process(html));
  return inlined.replace(
    STYLESHEET_LINK,
    (_link, href: string) => `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
  );
}

const STYLE_ELEMENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The page's inline CSS without the custom properties nothing on the page reads. Beasties keeps a rule
 * when its selector matches, and `:root` always does: Tailwind's theme declares every colour and size the
 * whole app uses, and `@property` rules and their fallbacks declare every `--tw-*` variable. A property is
 * kept when a declaration that is not itself an unread custom property, or a `style` attribute, reads it.
 * The whole stylesheet, with all of them, comes with the app. */
export function withoutUnusedCustomProperties(html: string): string {
  const referencesIn = (text: string) =>
    [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');
  const sheets = [...html.matchAll(STYLE_ELEMENT)].map((match) => postcss.parse(match[2] ?? ''));
  const read = new Set(referencesIn(html.replace(STYLE_ELEMENT, '')));
  const custom = new Map<string, string[]>();
  for (const sheet of sheets) {
    sheet.walkDecls((decl) => {
      const references = referencesIn(decl.value);
      if (!decl.prop.startsWith('--')) references.forEach((name) => read.add(name));
      else custom.set(decl.prop, (custom.get(decl.prop) ?? []).concat(references));
    });
  }
  // What a read custom property reads is read too.
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const reference of custom.get(name) ?? [])
      if (!read.has(reference) && read.add(reference)) pending.push(reference);
  }
  let index = 0;
  return html.replace(STYLE_ELEMENT, (_match, open: string, _css: string, close: string) => {
    const sheet = sheets[index++]!;
    sheet.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !read.has(decl.prop)) removeWithEmptyParents(decl);
    });
    sheet.walkAtRules('property', (rule) => {
      if (!read.has(rule.params.trim())) removeWithEmptyParents(rule);
    });
    return open + sheet.toString() + close;
  });
}

/** Removes `node`, and the rules and conditional groups it leaves empty (a `@layer x;` statement has no
 * block and stays: it keeps the layer order). */
function removeWithEmptyParents(node: ChildNode): void {
  let parent = node.parent;
  node.remove();
  while (parent && parent.type !== 'root' && parent.nodes?.length === 0) {
    const emptied: ChildNode = parent as ChildNode;
    parent = emptied.parent;
    emptied.remove();
  }
}
