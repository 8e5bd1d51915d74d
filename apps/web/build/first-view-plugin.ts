import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_PATH, ROUTES } from '../../../packages/shared/src/site-routes.ts';
import {
  PRERENDERED_PAGE_ATTRIBUTE,
  ROUTE_PENDING_ATTRIBUTE,
} from '../src/app/prerendered-markers.ts';

type RouteChunk = { pattern: string; moduleId: string };
/** [hash path pattern, module files, CSS files, hero srcset, API GETs] */
type RouteRow = [string, string[], string[], string | null, string[]];
type OutputChunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/** `home: lazyPage(() => import('…'))` in the app's route table (src/app/site-routes.tsx), and `career: careerPage`
 * for a `const careerPage = lazyPage(() => import('…'))` declared in the same file. */
const PAGE =
  /(\w+):\s*(?:lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)|(\w+)\s*[,}])/g;
/** What index.html's first script shares with the server and the app: the pattern of page paths and the
 * prerendered page's marker. */
const INDEX_HTML_TOKENS: Record<string, string> = {
  __PAGE_PATH__: PAGE_PATH.toString(),
  __PRERENDERED_PAGE_ATTRIBUTE__: JSON.stringify(PRERENDERED_PAGE_ATTRIBUTE),
};

/** Writes INDEX_HTML_TOKENS into index.html where it names each (once), on the dev server and in the build,
 * and `__TWIN_PICTURES__`: page path → the srcset of its first-view picture, which the first script starts
 * loading when it moves a hash URL to its twin (decision 025). */
export function indexHtmlTokensPlugin(options: { twinPictures: Record<string, string> }): Plugin {
  let publicDir = '';
  return {
    name: 'site:index-html-tokens',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(source) {
        const pictures = Object.entries(options.twinPictures).map(([routePath, name]) => [
          routePath,
          heroSrcsetOf(publicDir, routePath, name),
        ]);
        const tokens = {
          ...INDEX_HTML_TOKENS,
          __TWIN_PICTURES__: JSON.stringify(Object.fromEntries(pictures)),
        };
        let html = source;
        for (const [token, value] of Object.entries(tokens)) {
          if (html.split(token).length !== 2) throw new Error(`index.html must name ${token} once`);
          html = html.replace(token, () => value);
        }
        // Its style and head script name the pending-route marker as written; the app reads the constant.
        if (!html.includes(`${ROUTE_PENDING_ATTRIBUTE}=`))
          throw new Error(`index.html must hide pending content by ${ROUTE_PENDING_ATTRIBUTE}`);
        return withoutComments(html);
      },
    },
  };
}
/** index.html as the browser needs it: its comments (HTML comments, and whole-line comments and indentation
 * in its inline scripts) are for the reader. They would be sent with every page, whose first ~14 KB arrive
 * in the connection's first round trip (TCP's initial window): every byte of the head counts there. */
export function withoutComments(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(
      /(<script>)([\s\S]*?)(<\/script>)/g,
      (_match, open: string, code: string, close: string) => {
        const lines = code.split('\n').map((line) => line.trim());
        return (
          open + lines.filter((line) => line !== '' && !line.startsWith('//')).join('\n') + close
        );
      },
    );
}
const NAMED_LOADER =
  /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
const routePaths: Record<string, { path: string }> = ROUTES;
/** Where the preload script leaves its table, for the app's in-app navigations (src/app/route-chunks.ts). */
const ROUTE_CHUNKS_GLOBAL = '__siteRouteChunks';

/** A route path as a regular expression over the hash's path (`projects/:id` → `^/projects/[^/]+/?$`). */
function routeRegExp(routePath: string | undefined): string | null {
  if (routePath === undefined) return '^/?$';
  if (routePath.includes('*')) return null;
  const escaped = routePath
    .replace(/^\//, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^/${escaped}/?$`;
}

/** The app's entry script, the chunks it imports (fetched with it), the one of them evaluated first in a
 * task of its own (the one that starts React: starting React and evaluating the app in one task would be
 * a long task on a slow phone), and its stylesheets. */
type MainScript = { script: string; imports: string[]; first: string; styles: string[] };

/** Replaces the main script's tag (docs/decisions/020-first-view-loading.md). The first view's picture
 * starts at once. The app's script, the chunks of the route the address names (the hash route, or the path
 * of a prerendered page) with their CSS, and the API data it asks for at once start together:
 * - on a prerendered page that shows its own route, once the page has loaded and shown its first content
 *   (`load` and the first-contentful-paint entry, then the next frame: its text and pictures have the
 *   network to themselves), at the visitor's first touch, click or key, or `capMs` after the HTML was
 *   read, whichever comes first: the page reads without the app, which adds menus and forms;
 * - otherwise (a hash route the page does not show, the bare app shell) at once.
 * A document index.html's head script is moving to its twin (`data-route-pending="twin"`) loads nothing.
 * The requests start in four tasks, in order (the stylesheet; the app's script and its chunks; the route's
 * chunks and CSS; the data, then the script runs): eighteen requests made in one task took 18–24 ms at 4×
 * CPU (docs/decisions/027-hydration-and-react-in-its-own-task.md). */
function loaderScript(
  table: RouteRow[],
  everyRoute: string[],
  main: MainScript,
  capMs: number,
): string {
  return `(function(d,w){var o=d.documentElement,q=o.getAttribute(${JSON.stringify(ROUTE_PENDING_ATTRIBUTE)});if(q=="twin")return;var h=location.hash.slice(0,2)=="#/",p=h?location.hash.slice(1).split(/[?#]/)[0]:location.pathname,t=${JSON.stringify(table)},r,i,s=0;w.${ROUTE_CHUNKS_GLOBAL}=t;function l(e,u,a){var n=d.createElement("link");n.rel=e;n.href=u;for(var k in a)n[k]=a[k];d.head.appendChild(n)}function f(u){l("preload",u,{as:"fetch",crossOrigin:"anonymous"})}for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(decodeURI(p))){r=t[i];break}if(r&&r[3])l("preload",r[3].split(",").pop().trim().split(" ")[0],{as:"image",imageSrcset:r[3],imageSizes:"100vw",fetchPriority:"high"});function m(u){var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=u;d.head.appendChild(e);return e}function run(){var e=m(${JSON.stringify(main.first)});e.onload=e.onerror=function(){setTimeout(function(){m(${JSON.stringify(main.script)})})}}function start(){if(s)return;s=1;var g=[function(){${JSON.stringify(main.styles)}.forEach(function(u){if(!d.querySelector('link[rel=stylesheet][href="'+u+'"]'))l("stylesheet",u,{crossOrigin:""})})},function(){${JSON.stringify([main.script, ...main.imports])}.forEach(function(u){l("modulepreload",u,{crossOrigin:""})})},function(){if(r){r[1].forEach(function(u){l("modulepreload",u,{crossOrigin:""})});r[2].forEach(function(u){l("preload",u,{as:"style",crossOrigin:""})});if(h&&p!=location.pathname)r[4].forEach(f)}},function(){${JSON.stringify(everyRoute)}.forEach(f);if(d.readyState=="loading")d.addEventListener("DOMContentLoaded",run);else run()}];(function n(){g.shift()();if(g.length)setTimeout(n)})()}if(q||!o.hasAttribute(${JSON.stringify(PRERENDERED_PAGE_ATTRIBUTE)}))return start();["pointerdown","keydown","focusin"].forEach(function(e){w.addEventListener(e,start,{once:true,capture:true,passive:true})});var loaded=0,painted=0;function ready(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(start)})}w.addEventListener("load",function(){loaded=1;ready()});if((w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)painted=1;else new PerformanceObserver(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;ready()}}).observe({type:"paint",buffered:true});d.addEventListener("DOMContentLoaded",function(){setTimeout(start,${capMs})})})(document,window)`;
}

/** The web app's first view, at build time (docs/decisions/015-static-delivery.md):
 * - route-aware preloading: the lazy routes are read from the route table's source, mapped to their
 *   built chunks, and a small inline script in index.html, in place of the main script's tag, loads the
 *   main script together with the chunk of the route the address names (`loaderScript`);
 * - the data the route asks the API for at once (`data`) is requested as a preload;
 * - the first view's picture (`heroImages`: route path → a picture under public/images/hero with an
 *   800 and a 1600 rendition) is preloaded with fetchpriority=high;
 * - the app's stylesheet: a prerendered page carries the rules it uses inline (src/app/page-styles.ts) and
 *   the loader adds the whole sheet with the app; the bare index.html links it as usual. */
export function firstViewPlugin(options: {
  heroImages: Record<string, string>;
  /** API GETs the app makes at once: on every route, and per route path. Only GETs without side effects. */
  data: { everyRoute: string[]; routes: Record<string, string[]> };
  /** On a prerendered page, the app starts at the latest this long after the HTML was read. */
  startAppWithinMs: number;
  /** The name of the entry's chunk the loader evaluates before the entry, in a task of its own. */
  firstChunk: string;
}): Plugin {
  const routes: RouteChunk[] = [];
  let publicDir = '';
  return {
    name: 'site:first-view',
    apply: 'build',
    // Reads the route table as written, before JSX and TypeScript are compiled away.
    enforce: 'pre',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async transform(code, id) {
      if (!/[\\/]src[\\/]app[\\/]site-routes\.tsx$/.test(id)) return null;
      const named = new Map([...code.matchAll(NAMED_LOADER)].map(([, name, spec]) => [name, spec]));
      for (const [, key, spec, name] of code.matchAll(PAGE)) {
        const routePath = key ? routePaths[key]?.path : undefined;
        const target = spec ?? (name ? named.get(name) : undefined);
        const pattern = routePath === undefined ? null : routeRegExp(routePath);
        const resolved = pattern && target ? await this.resolve(target, id) : null;
        if (pattern && resolved) routes.push({ pattern, moduleId: resolved.id });
      }
      if (routes.length < Object.keys(routePaths).length - 1)
        throw new Error(`first view: only ${routes.length} routes found in ${id}`);
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk & (typeof bundle)[string] => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const inEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || inEntry.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry))
          closure(entry.fileName, inEntry);

        const table: RouteRow[] = [];
        for (const route of routes) {
          const chunk = chunks.find((c) => c.facadeModuleId === route.moduleId);
          if (!chunk || table.some(([pattern]) => pattern === route.pattern)) continue;
          const files = new Set<string>();
          closure(chunk.fileName, files);
          const css = [...files].flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          const data = Object.entries(options.data.routes).flatMap(([routePath, urls]) =>
            new RegExp(route.pattern).test(routePath) ? urls : [],
          );
          table.push([
            route.pattern,
            [...files].map((f) => `/${f}`),
            css.map((f) => `/${f}`),
            heroSrcset(publicDir, route.pattern, options.heroImages),
            data,
          ]);
        }
        const mainTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!mainTag?.[1])
          throw new Error('first view: index.html has no main script tag to replace');
        const entryCss = chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`));
        const entry = chunks.find((chunk) => chunk.isEntry && `/${chunk.fileName}` === mainTag[1]);
        const first = chunks.find((chunk) => chunk.name === options.firstChunk);
        if (!entry || !first || !inEntry.has(first.fileName))
          throw new Error(
            `first view: the entry does not import a chunk named ${options.firstChunk}`,
          );
        const imports = [...inEntry]
          .filter((file) => file !== entry.fileName)
          .map((file) => `/${file}`);
        const main = { script: mainTag[1], imports, first: `/${first.fileName}`, styles: entryCss };
        const loader = loaderScript(table, options.data.everyRoute, main, options.startAppWithinMs);
        return html.replace(mainTag[0], () => `<script>${loader}</script>`);
      },
    },
  };
}

function heroSrcset(
  publicDir: string,
  pattern: string,
  heroImages: Record<string, string>,
): string | null {
  const routePath = Object.keys(heroImages).find((p) => new RegExp(pattern).test(p));
  return routePath === undefined
    ? null
    : heroSrcsetOf(publicDir, routePath, heroImages[routePath]!);
}

/** The srcset of hero picture `name` (public/images/hero/<name>-{800,1600}.webp), shown by `routePath`. */
function heroSrcsetOf(publicDir: string, routePath: string, name: string): string {
  const widths = [800, 1600];
  for (const width of widths) {
    const file = path.join(publicDir, 'images/hero', `${name}-${width}.webp`);
    if (!fs.existsSync(file)) throw new Error(`first view of ${routePath}: ${file} does not exist`);
  }
  // The same srcset and sizes the page's <img> has, so the browser reuses what was preloaded.
  return widths.map((w) => `/images/hero/${name}-${w}.webp ${w}w`).join(', ');
}
