import type { BlogPost } from '@site/shared';
import type { BlogListPageData } from '@site/shared/blog-pages';
import type { ContentPageData } from '@site/shared/content-pages';
import { builtInPosts, isBuiltInPost } from '@site/shared/built-in-posts';
import { SERVICE_KEY_ALIASES, SERVICE_KEYS } from '@site/shared/site-routes';
import { searchHref } from '@site/shared/site-search';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { BrowserPhase } from '../components/ui/browser-phase.tsx';
import { lastBlogPage } from '../features/blog/list-pages.ts';
import {
  blogCategoriesKey,
  blogListPageKey,
  blogTotalKey,
  publishedPostKey,
  type BlogWindow,
} from '../features/blog/use-blog-articles.ts';
import { contentItemKey, contentListKey } from '../lib/use-content.ts';
import { searchPostsKey } from '../pages/search/use-search-results.ts';
import { queryClient } from '../lib/query-client.ts';
import { PRERENDERED_QUERIES_ID } from '../lib/prerendered-queries.ts';
import { scriptJson } from '../lib/structured-data.ts';
import { SiteOriginProvider } from '../lib/site-origin.tsx';
import { inlinePageStyles, type ReadAsset } from './page-styles.ts';
import { PRERENDERED_HEAD_ATTRIBUTE, PRERENDERED_PAGE_ATTRIBUTE } from './prerendered-markers.ts';
import { preloadPage, routeOf, SiteRoutes, type MatchedRoute } from './site-routes.tsx';

/** What the server knows that the page shows: for `/blog` and `/blog?page=N`, that page of the list
 * (`blogList.page` is N); for `/blog/{slug}`, the post when it is published; for `/search?q=…`, the
 * search (`searchQueryOf`) and the published posts it finds (the newest SEARCH_POST_LIMIT, and how
 * many in all); for a page that reads content types (`CONTENT_PAGES`), its lists and items. Drafts
 * are never passed here. */
export type PageData = {
  blogList?: BlogListPageData;
  post?: BlogPost;
  search?: { q: string } & BlogWindow;
  content?: ContentPageData;
};

/** Whether the page's content holds an item of `type` with that id that the public may see. */
const hasItem = (data: PageData, type: string, id: string) =>
  data.content?.items.some((entry) => entry.type === type && entry.id === id && entry.item) ??
  false;

/** 500 when a component threw while rendering: the HTML then lacks that part (the app still renders it in
 * the browser), and `errors` says what went wrong. */
export type RenderedPage = { status: 200 | 404 | 500; html: string; errors: string[] };

/** Whether the route (`routeOf(pathname)`) exists and its id names something the site has; otherwise the
 * page renders its "not found" state and the answer is 404. */
export function pageStatus(route: MatchedRoute | null, data: PageData): 200 | 404 {
  if (route === null || route.key === 'admin') return 404;
  const param = (name: string) => route.params[name] ?? '';
  switch (route.key) {
    case 'project':
      return hasItem(data, 'projects', param('projectId')) ? 200 : 404;
    case 'careerDetails':
      return hasItem(data, 'jobs', param('id')) ? 200 : 404;
    case 'service': {
      const serviceKey = param('serviceKey');
      return (SERVICE_KEYS as readonly string[]).includes(serviceKey) ||
        serviceKey in SERVICE_KEY_ALIASES
        ? 200
        : 404;
    }
    case 'blog': {
      // A page past the last one is not found; the first always shows, even as an empty list.
      const list = data.blogList;
      if (!list || list.page <= 1) return 200;
      return list.page <= lastBlogPage(builtInPosts.length + list.total) ? 200 : 404;
    }
    case 'blogPost': {
      const slug = param('slug');
      return isBuiltInPost(slug) || data.post?.slug === slug ? 200 : 404;
    }
    default:
      return 200;
  }
}

/** React emits a page's `<title>`, `<meta>` and `<link>` first when it renders no `<head>`. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

let queue: Promise<unknown> = Promise.resolve();

/** The page to render: its path, and the route the server matched it to (`routeOf(pathname)`). */
export type PageToRender = { pathname: string; route: MatchedRoute | null };

/** Whether the router's match (`routeOf`) is the server's: the same route, the same named parameters
 * (the router adds positional ones). */
const sameRoute = (matched: MatchedRoute | null, given: MatchedRoute | null) =>
  matched?.key === given?.key &&
  Object.entries(given?.params ?? {}).every(([name, value]) => matched?.params[name] === value);

/** The HTML of the public page at `page.pathname`, rendered by the same components as the app, inside
 * `template` (the built index.html), with the CSS it uses inline (`readAsset` reads the build's
 * stylesheets). Renders one at a time: the blog's query cache is the app's own, filled with `data` for
 * the render and emptied after. */
export function renderPage(
  template: string,
  page: PageToRender,
  origin: string,
  data: PageData,
  readAsset: ReadAsset,
): Promise<RenderedPage> {
  const run = queue.then(() => render(template, page, origin, data, readAsset));
  queue = run.catch(() => {});
  return run;
}

async function render(
  template: string,
  { pathname, route }: PageToRender,
  origin: string,
  data: PageData,
  readAsset: ReadAsset,
): Promise<RenderedPage> {
  // The server keeps the page under its route: a path the router reads as another route is refused.
  if (!sameRoute(routeOf(pathname), route))
    throw new Error(`${pathname} is not the path of route ${route?.key ?? 'none'}`);
  const status = pageStatus(route, data);
  const queries: [readonly unknown[], unknown][] = [];
  // The list's page shows the query the address had (`/blog?page=3`): the router reads it from here.
  let ssrPath = pathname;
  if (route?.key === 'blog' && data.blogList) {
    const { page, items, total, categories } = data.blogList;
    if (page > 1) ssrPath = `${pathname}?page=${page}`;
    // A page past the last carries no posts of its own: its not-found page serves every such number.
    if (status === 200)
      queries.push([blogListPageKey(page), { items, total } satisfies BlogWindow]);
    queries.push([blogTotalKey, total], [blogCategoriesKey, categories]);
  }
  if (route?.key === 'search' && data.search) {
    // The search the address had (`/search?q=…`), read from the router's query like the list's page.
    const { q, items, total } = data.search;
    ssrPath = searchHref(q);
    queries.push([searchPostsKey(q), { items, total } satisfies BlogWindow]);
  }
  if (route?.key === 'blogPost') {
    const slug = route.params.slug ?? '';
    // null: no published post by that slug, the page's not-found state (as the API's 404 reads).
    queries.push([publishedPostKey(slug), data.post?.slug === slug ? data.post : null]);
  }
  for (const { type, page } of data.content?.lists ?? [])
    queries.push([contentListKey(type), page]);
  // null: nothing the public may see has that id, the page's not-found state.
  for (const { type, id, item } of data.content?.items ?? [])
    queries.push([contentItemKey(type, id), item ?? null]);
  for (const [key, value] of queries) queryClient.setQueryData(key, value);
  const errors: string[] = [];
  try {
    await preloadPage(pathname);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <SiteOriginProvider value={origin}>
          {/* No `hrefs`: links are path twins (`/about`), so the page navigates without JavaScript. */}
          <BrowserPhase hydrating>
            {() => (
              <Router ssrPath={ssrPath}>
                <SiteRoutes />
              </Router>
            )}
          </BrowserPhase>
        </SiteOriginProvider>
      </StrictMode>,
      // One piece, in document order: no boundary is moved out to be revealed by a script, so the page
      // reads the same without JavaScript.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      },
    );
    let rendered = '';
    for await (const chunk of prelude) rendered += String(chunk);
    const head = LEADING_HEAD_ELEMENTS.exec(rendered)?.[0] ?? '';
    const body = rendered.slice(head.length);
    const markedHead = head.replace(
      /<(title|meta|link)\b/g,
      (_tag, name: string) => `<${name} ${PRERENDERED_HEAD_ATTRIBUTE}=""`,
    );
    // A not-found state is not carried: the cached not-found page serves every unknown slug.
    const carried = queries.filter(([, value]) => value !== null);
    const seed =
      carried.length > 0
        ? `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${scriptJson(carried)}</script>`
        : '';
    // Replacer functions: a string replacement would read `$&`, `` $` `` or `$'` in a post's title.
    const html = template
      .replace('<html ', () => `<html ${PRERENDERED_PAGE_ATTRIBUTE} `)
      .replace('</head>', () => `${markedHead}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${seed}`);
    return {
      status: errors.length > 0 ? 500 : status,
      html: await inlinePageStyles(html, readAsset),
      errors,
    };
  } finally {
    queryClient.clear();
  }
}
export { setSanitizerWithoutDom } from '../lib/sanitize-post-html.ts';
export { routeOf } from './site-routes.tsx';
