import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'regexparam';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { PAGE_PATH, ROUTES } from '../../../packages/shared/src/site-routes.ts';
import type { FirstViewData, FirstViewRoute } from '../src/app/first-view-loader.ts';
import type { HeadScriptData } from '../src/app/head-script.ts';
import { PAGE_MODULES, type PublicRouteKey } from '../src/app/page-modules.ts';
import {
  EARLY_ACTION_ATTRIBUTE,
  EARLY_ACTION_PENDING_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
  ROUTE_PENDING_ATTRIBUTE,
} from '../src/app/prerendered-markers.ts';

/** A built file's URL path. */
const url = (fileName: string) => `/${fileName}`;

/** Where index.html names its head script, which the plugin below writes in compiled. */
const HEAD_SCRIPT_TAG = '<script src="/src/app/head-script.ts"></script>';

/** The site's document (index.html). The other entry, admin.html (the admin portal's own document,
 * decision 038), has neither head script nor first-view loader. */
const isSiteDocument = (context: { filename: string }) =>
  path.basename(context.filename) === 'index.html';

/** Writes index.html's head script (src/app/head-script.ts) into index.html, on the dev server and in
 * the build, with its data: the markers, the pattern of page paths, and `twinPictures`: page path → the
 * srcset of its first-view picture, which the script starts loading when it moves a hash URL to its
 * twin (decision 025). The comments of index.html are for the reader: the first ~14 KB of a page
 * arrive in the connection's first round trip, and every byte of the head counts there. */
export function headScriptPlugin(options: { twinPictures: Record<string, string> }): Plugin {
  let appDir = '';
  let publicDir = '';
  return {
    name: 'site:head-script',
    configResolved(config) {
      appDir = path.join(config.root, 'src/app');
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (!isSiteDocument(context)) return html;
        if (html.split(HEAD_SCRIPT_TAG).length !== 2)
          throw new Error(`index.html must name its head script once: ${HEAD_SCRIPT_TAG}`);
        // Its style names the pending-route marker as written; the scripts read the constant.
        if (!html.includes(`${ROUTE_PENDING_ATTRIBUTE}=`))
          throw new Error(`index.html must hide pending content by ${ROUTE_PENDING_ATTRIBUTE}`);
        if (!html.includes(`[${EARLY_ACTION_PENDING_ATTRIBUTE}]`))
          throw new Error(
            `index.html must show ${EARLY_ACTION_PENDING_ATTRIBUTE} controls as busy`,
          );
        const pictures = Object.entries(options.twinPictures).map(([routePath, name]) => [
          routePath,
          heroSrcset(publicDir, routePath, name),
        ]);
        const data: HeadScriptData = {
          prerenderedPageAttribute: PRERENDERED_PAGE_ATTRIBUTE,
          routePendingAttribute: ROUTE_PENDING_ATTRIBUTE,
          pagePath: { source: PAGE_PATH.source, flags: PAGE_PATH.flags },
          twinPictures: Object.fromEntries(pictures),
          earlyActionAttribute: EARLY_ACTION_ATTRIBUTE,
          earlyActionPendingAttribute: EARLY_ACTION_PENDING_ATTRIBUTE,
        };
        const script = await inlineScript(appDir, 'head-script.ts', 'runHeadScript', data);
        return html
          .replace(HEAD_SCRIPT_TAG, () => `<script>${script}</script>`)
          .replace(/<!--[\s\S]*?-->\s*/g, '');
      },
    },
  };
}

/** The web app's first view, at build time (docs/decisions/015-static-delivery.md): the main script's
 * tag in index.html becomes the first-view loader (src/app/first-view-loader.ts), with the route table
 * it reads: for each public route, its page's chunk (PAGE_MODULES) and every chunk and stylesheet that
 * imports, the first view's picture (`heroImages`: route path → a picture under public/images/hero
 * with an 800 and a 1600 rendition) and the data the route asks the API for at once (`data`). The
 * app's stylesheet: a prerendered page carries the rules it uses inline (src/app/page-styles.ts) and
 * the loader adds the whole sheet with the app; the bare index.html links it as usual. */
export function firstViewPlugin(options: {
  heroImages: Record<string, string>;
  /** API GETs the app makes at once: on every route, and per route path. Only GETs without side effects. */
  data: { everyRoute: string[]; routes: Record<string, string[]> };
  /** On a prerendered page, the app starts at the latest this long after the HTML was read. */
  startAppWithinMs: number;
  /** The name of the entry's chunk the loader evaluates before the entry, in a task of its own. */
  firstChunk: string;
}): Plugin {
  let appDir = '';
  let publicDir = '';
  return {
    name: 'site:first-view',
    apply: 'build',
    configResolved(config) {
      appDir = path.join(config.root, 'src/app');
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !isSiteDocument(context)) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const inEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || inEntry.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        };
        const mainTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!mainTag?.[1])
          throw new Error('first view: index.html has no main script tag to replace');
        const entry = chunks.find((chunk) => chunk.isEntry && url(chunk.fileName) === mainTag[1]);
        if (!entry) throw new Error(`first view: no entry chunk for ${mainTag[1]}`);
        // The site's entry only: the admin document's entry is never part of a page's first load.
        closure(entry.fileName, inEntry);

        const routes = (Object.keys(PAGE_MODULES) as PublicRouteKey[]).map(
          (key): FirstViewRoute => {
            const moduleId = path.resolve(appDir, PAGE_MODULES[key]);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
            if (!chunk) throw new Error(`first view: no chunk for ${moduleId}`);
            const files = new Set<string>();
            closure(chunk.fileName, files);
            const css = [...files].flatMap((file) => [
              ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
            ]);
            const routePath = ROUTES[key].path;
            const hero = options.heroImages[routePath];
            return [
              parse(routePath).pattern.source,
              [...files].map(url),
              css.map(url),
              hero === undefined ? null : heroSrcset(publicDir, routePath, hero),
              options.data.routes[routePath] ?? [],
            ];
          },
        );
        const first = chunks.find((chunk) => chunk.name === options.firstChunk);
        if (!first || !inEntry.has(first.fileName))
          throw new Error(
            `first view: the entry does not import a chunk named ${options.firstChunk}`,
          );
        const data: FirstViewData = {
          routes,
          main: {
            script: mainTag[1],
            imports: [...inEntry].filter((file) => file !== entry.fileName).map(url),
            first: url(first.fileName),
            // The entry's and its imports' (a chunk the admin document shares holds the stylesheet).
            styles: [
              ...new Set(
                [...inEntry].flatMap((file) => [
                  ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
                ]),
              ),
            ].map(url),
          },
          everyRoute: options.data.everyRoute,
          startAppWithinMs: options.startAppWithinMs,
          prerenderedPageAttribute: PRERENDERED_PAGE_ATTRIBUTE,
          routePendingAttribute: ROUTE_PENDING_ATTRIBUTE,
        };
        const loader = await inlineScript(appDir, 'first-view-loader.ts', 'loadFirstView', data);
        return html.replace(mainTag[0], () => `<script>${loader}</script>`);
      },
    },
  };
}

/** `file`, a module of `dir` that imports nothing and exports one function, `name`, as an inline
 * script: compiled from TypeScript, called with `data`, and minified. */
async function inlineScript(dir: string, file: string, name: string, data: unknown) {
  const source = await fs.promises.readFile(path.join(dir, file), 'utf8');
  const { code } = await transformWithOxc(source, file);
  const declaration = `export function ${name}(`;
  if (code.split('export ').length !== 2 || !code.includes(declaration) || /^import /m.test(code))
    throw new Error(`${file} must export one thing, the function ${name}, and import nothing`);
  const script = `(() => {\n${code.replace(declaration, `function ${name}(`)}\n${name}(${JSON.stringify(data)});\n})();`;
  const minified = await minify(file.replace(/\.ts$/, '.js'), script);
  if (minified.errors.length > 0) throw new Error(`${file}: ${minified.errors[0]?.message}`);
  // As the content of <script>, `</` would end it.
  return minified.code.trim().replace(/<\//g, '<\\/');
}

/** The srcset of hero picture `name` (public/images/hero/<name>-{800,1600}.webp), shown by `routePath`. */
function heroSrcset(publicDir: string, routePath: string, name: string): string {
  const widths = [800, 1600];
  for (const width of widths) {
    const file = path.join(publicDir, 'images/hero', `${name}-${width}.webp`);
    if (!fs.existsSync(file)) throw new Error(`first view of ${routePath}: ${file} does not exist`);
  }
  // The same srcset and sizes the page's <img> has, so the browser reuses what was preloaded.
  return widths.map((w) => `/images/hero/${name}-${w}.webp ${w}w`).join(', ');
}
