import Beasties from 'beasties';

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
  const inlined = await beasties.process(html);
  return inlined.replace(STYLESHEET_LINK, (_link, href: string) => `<noscript><link rel="stylesheet" href="${href}"></noscript>`);
}
