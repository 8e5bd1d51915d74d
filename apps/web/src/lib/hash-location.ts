import { useSyncExternalStore } from 'react';
import { useRouter, type BaseLocationHook } from 'wouter';

/** The app's routes live in the hash, each with its own query and section: `/#/contact?subject=Quote+request#contact`.
 * wouter's own hash hook would put the query in the real `?` query, so the app has this one
 * (docs/decisions/019-prerendered-pages.md, Router). */

export type NavigateOptions = { replace?: boolean; state?: unknown };

/** One entry of the app's history. */
export type RouteEntry = {
  /** The whole route: `/contact?subject=x#contact`. */
  route: string;
  /** `/contact` */
  path: string;
  /** `subject=x`, without the `?`. */
  search: string;
  /** The section the route names, `#contact`; '' when none. */
  hash: string;
  /** Changes on every navigation, also to the route already shown (a second click on the same link). */
  navigation: number;
  /** Whether back/forward (or an address typed by hand) brought the visitor here, rather than the app. */
  pop: boolean;
  /** The state a link or `navigate` passed along (`<Link state={…}>`); null otherwise. */
  state: unknown;
};

/** Where the routes are stored: the window's hash and history in the browser, memory in tests. */
type RouteSource = {
  read: () => { route: string; state: unknown };
  write: (route: string, replace: boolean, state: unknown) => void;
  /** Calls `onChange(force)` when the route changed without the app: `force` for a history traversal. */
  listen: (onChange: (force: boolean) => void) => () => void;
};

export type HashLocation = {
  /** For wouter's `<Router hook searchHook>`. */
  hook: BaseLocationHook & { hashLocation?: HashLocation };
  searchHook: () => string;
  navigate: (to: string, options?: NavigateOptions) => void;
  subscribe: (listener: () => void) => () => void;
  current: () => RouteEntry;
  /** The entry the app hydrates with: the one the server rendered the page for. */
  hydrationEntry: () => RouteEntry;
  /** Names the path of the page the server prerendered (main.tsx, before hydrating): hydration
   * renders that page even when the hash has moved on meanwhile; the new route follows as an update. */
  hydrateAt: (path: string) => void;
};

/** Splits a route as the browser splits a URL: the section first, then the query. */
function entryOf(route: string, state: unknown, navigation: number, pop: boolean): RouteEntry {
  const hashAt = route.indexOf('#');
  const hash = hashAt === -1 ? '' : route.slice(hashAt);
  const beforeHash = hashAt === -1 ? route : route.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const path = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt + 1);
  return {
    route,
    path: path || '/',
    search,
    hash: hash === '#' ? '' : hash,
    navigation,
    pop,
    state: state ?? null,
  };
}

function createHashLocation(source: RouteSource): HashLocation {
  let entry: RouteEntry | undefined;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | undefined;

  // The first entry counts as arrived by traversal: the browser restores the page's scroll itself.
  const current = (): RouteEntry => {
    const { route, state } = source.read();
    if (!entry) entry = entryOf(route, state, 0, true);
    else if (entry.route !== route) entry = entryOf(route, state, entry.navigation + 1, true);
    return entry;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Back or forward to an entry with the same route is a navigation too.
  const onChange = (force: boolean) => {
    const previous = entry;
    const next = current();
    if (force && next === previous) {
      const { route, state } = source.read();
      entry = entryOf(route, state, next.navigation + 1, true);
    }
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    stopListening ??= source.listen(onChange);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        stopListening?.();
        stopListening = undefined;
      }
    };
  };
  const navigate = (to: string, { replace, state = null }: NavigateOptions = {}) => {
    const before = current();
    // A link to the route already shown replaces it, so the history holds no doubles.
    source.write(to, replace ?? to === before.route, state);
    entry = entryOf(source.read().route, state, before.navigation + 1, false);
    notify();
  };
  // While the app hydrates a prerendered page, what the server rendered it with: the page's path (the
  // hash may have changed since the page was read; a visitor can click a hash link while the app takes
  // over), without a section or a state; the rest then applies as an update.
  let hydratedPage: RouteEntry | undefined;
  const hydrationEntry = () => {
    const entry = current();
    return hydratedPage && hydratedPage.path !== entry.path ? hydratedPage : asPrerendered(entry);
  };
  const path = () => current().path;
  const hydrationPath = () => hydrationEntry().path;
  const useHashPath: HashLocation['hook'] = () => [
    useSyncExternalStore(subscribe, path, hydrationPath),
    navigate,
  ];
  // No query: a twin is rendered once per path (the blog's list pages read theirs from the entry).
  const useHashSearch = () => useSyncExternalStore(subscribe, () => current().search, noQuery);
  const location: HashLocation = {
    hook: useHashPath,
    searchHook: useHashSearch,
    navigate,
    subscribe,
    current,
    hydrationEntry,
    hydrateAt: (pagePath) => {
      hydratedPage = entryOf(pagePath, null, 0, true);
    },
  };
  useHashPath.hashLocation = location;
  return location;
}

const noQuery = () => '';

/** The route a hash names (`#/blog/x?y=1#z` → `/blog/x?y=1#z`); `/` when there is none. */
const routeOfHash = (hash: string) => `/${hash.replace(/^#\/?/, '')}`;

/** The path of the route a hash names (`#/blog/x?y=1#z` → `/blog/x`), as the router reads it. */
export const pathOfHash = (hash: string) => entryOf(routeOfHash(hash), null, 0, true).path;

/** The browser's hash location; touches `window` only once rendered. */
export const browserHashLocation = createHashLocation({
  read: () => ({
    route: routeOfHash(window.location.hash),
    state: window.history.state as unknown,
  }),
  // Relative to the document, so the real path and query stay as they are.
  write: (route, replace, state) =>
    window.history[replace ? 'replaceState' : 'pushState'](state, '', `#${route}`),
  listen: (onChange) => {
    const onPopState = () => onChange(true);
    const onHashChange = () => onChange(false);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  },
});

/** Links in the browser are hash links: `<Link to="/about">` → `href="#/about"`. */
export const hashHref = (href: string) => `#${href}`;

/** A location held in memory, for tests: starts at `route` (`/products#cctv`) with `state`. */
export function memoryHashLocation(route = '/', state: unknown = null): HashLocation {
  let stored = { route, state };
  return createHashLocation({
    read: () => stored,
    write: (next, _replace, state) => {
      stored = { route: next, state };
    },
    listen: () => () => {},
  });
}

/** What the server renders: the path twin's first view, reached by no navigation. */
const SERVER_ENTRY: RouteEntry = entryOf('/', null, 0, true);
const serverEntry = () => SERVER_ENTRY;
const noSubscription = () => () => {};

const prerenderedEntries = new WeakMap<RouteEntry, RouteEntry>();

/** `entry` as the server rendered its page: without a section or a state. The same object when it has
 * neither, so that hydrating such a page re-renders nothing afterwards. */
function asPrerendered(entry: RouteEntry): RouteEntry {
  if (entry.hash === '' && entry.state === null) return entry;
  let prerendered = prerenderedEntries.get(entry);
  if (!prerendered)
    prerenderedEntries.set(entry, (prerendered = { ...entry, hash: '', state: null }));
  return prerendered;
}

/** The current history entry (its section, navigation count, how it was reached and its state). While
 * the app hydrates a prerendered page, the entry the server rendered it with; a section
 * (`/#/products#glass-beads`) then applies as an update. */
export function useRouteEntry(): RouteEntry {
  const location = (useRouter().hook as HashLocation['hook']).hashLocation;
  return useSyncExternalStore(
    location?.subscribe ?? noSubscription,
    location?.current ?? serverEntry,
    location?.hydrationEntry ?? serverEntry,
  );
}
