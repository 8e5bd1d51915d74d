import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';
import { ROUTES } from '../../../packages/shared/src/site-routes.ts';

type RouteChunk = { pattern: string; moduleId: string };
/** [hash path pattern, module files, CSS files, hero srcset, API GETs] */
type RouteRow = [string, string[], string[], string | null, string[]];
type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/** `home: lazyPage(() => import('…'))` in the app's route table (src/app/site-routes.tsx), and `career: careerPage`
 * for a `const careerPage = lazyPage(() => import('…'))` declared in the same file. */
const PAGE = /(\w+):\s*(?:lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)|(\w+)\s*[,}])/g;
const NAMED_LOADER = /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
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
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${escaped}/?$`;
}

/** Runs before the main script: the chunk (and its own imports and CSS) of the route the address names
 * (the hash route, or the path of a prerendered page), the first view's picture, and for a hash route the
 * data the page asks for at once, start downloading with the main script instead of after it. */
function preloadScript(table: RouteRow[], everyRoute: string[]): string {
  return `(function(d){var h=location.hash.slice(0,2)=="#/",p=h?location.hash.slice(1).split(/[?#]/)[0]:location.pathname,t=${JSON.stringify(table)};window.${ROUTE_CHUNKS_GLOBAL}=t;function l(r,h,a){var e=d.createElement("link");e.rel=r;e.href=h;for(var k in a)e[k]=a[k];d.head.appendChild(e)}function f(u){l("preload",u,{as:"fetch",crossOrigin:"anonymous"})}${JSON.stringify(everyRoute)}.forEach(f);for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(decodeURI(p))){var r=t[i];if(r[3])l("preload",r[3].split(",").pop().trim().split(" ")[0],{as:"image",imageSrcset:r[3],imageSizes:"100vw",fetchPriority:"high"});r[1].forEach(function(f){l("modulepreload",f,{crossOrigin:""})});r[2].forEach(function(f){l("preload",f,{as:"style",crossOrigin:""})});if(h)r[4].forEach(f);break}})(document)`;
}

/** The web app's first view, at build time (docs/decisions/015-static-delivery.md):
 * - route-aware preloading: the lazy routes are read from the route table's source, mapped to their
 *   built chunks, and a small inline script in index.html preloads the chunk of the route in the hash;
 * - the data the route asks the API for at once (`data`) is requested as a preload;
 * - the first view's picture (`heroImages`: route path → a picture under public/images/hero with an
 *   800 and a 1600 rendition) is preloaded with fetchpriority=high;
 * - the app's stylesheet is inlined (beasties), so no stylesheet blocks the first paint. */
export function firstViewPlugin(options: {
  heroImages: Record<string, string>;
  /** API GETs the app makes at once: on every route, and per route path. Only GETs without side effects. */
  data: { everyRoute: string[]; routes: Record<string, string[]> };
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
      if (routes.length < Object.keys(routePaths).length - 1) throw new Error(`first view: only ${routes.length} routes found in ${id}`);
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk & (typeof bundle)[string] => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const inEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || inEntry.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, inEntry);

        const table: RouteRow[] = [];
        for (const route of routes) {
          const chunk = chunks.find((c) => c.facadeModuleId === route.moduleId);
          if (!chunk || table.some(([pattern]) => pattern === route.pattern)) continue;
          const files = new Set<string>();
          closure(chunk.fileName, files);
          const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          const data = Object.entries(options.data.routes).flatMap(([routePath, urls]) => (new RegExp(route.pattern).test(routePath) ? urls : []));
          table.push([route.pattern, [...files].map((f) => `/${f}`), css.map((f) => `/${f}`), heroSrcset(publicDir, route.pattern, options.heroImages), data]);
        }
        const withPreload = html.replace(/<script type="module"/, (tag) => `<script>${preloadScript(table, options.data.everyRoute)}</script>\n    ${tag}`);
        return inlineStylesheets(withPreload, bundle);
      },
    },
  };
}

function heroSrcset(publicDir: string, pattern: string, heroImages: Record<string, string>): string | null {
  const routePath = Object.keys(heroImages).find((p) => new RegExp(pattern).test(p));
  if (routePath === undefined) return null;
  const name = heroImages[routePath];
  const widths = [800, 1600];
  for (const width of widths) {
    const file = path.join(publicDir, 'images/hero', `${name}-${width}.webp`);
    if (!fs.existsSync(file)) throw new Error(`first view of ${routePath}: ${file} does not exist`);
  }
  // The same srcset and sizes the page's <img> has, so the browser reuses what was preloaded.
  return widths.map((w) => `/images/hero/${name}-${w}.webp ${w}w`).join(', ');
}

async function inlineStylesheets(html: string, bundle: Record<string, { type: string; source?: string | Uint8Array }>): Promise<string> {
  class FromBundle extends Beasties {
    override readFile(filename: string): string {
      const asset = bundle[path.basename(path.dirname(filename)) + '/' + path.basename(filename)];
      if (!asset || asset.source === undefined) throw new Error(`beasties: ${filename} is not in the bundle`);
      return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
    }
  }
  // Every route paints from the shell, so the first view's CSS is the whole (small) app stylesheet.
  const beasties = new FromBundle({
    path: '/',
    publicPath: '/',
    inlineThreshold: 200_000,
    pruneSource: false,
    preload: 'body',
    logLevel: 'warn',
    reduceInlineStyles: false,
  });
  return beasties.process(html);
}
