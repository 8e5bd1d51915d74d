import type { ContentTypeName } from './content-types.ts';
import { PROJECT_IDS, type RouteKey } from './site-routes.ts';

/** What a public page reads of the content types: the first page of a type's public list, and
 * items by id, named by a route parameter or fixed. The server reads exactly this for a prerendered
 * page (its seed), drops the page when one of these types changes, and dates the page's sitemap
 * entry by the newest of them. */
export type ContentPageReads = {
  lists?: readonly ContentTypeName[];
  item?: { type: ContentTypeName; param: string };
  items?: { type: ContentTypeName; ids: readonly string[] };
};

/** The sample roles of the careers landing: the seeded jobs (closed, so never listed as openings). */
export const SAMPLE_ROLE_IDS = ['1', '2', '3'] as const;

/** The projects seeded by migration 009. The search index names the SPEC's five of them (its 17
 * entries); the others stay out of search so a fresh install searches as the SPEC says, while a
 * project made in the portal is added to it. */
export const SEEDED_PROJECT_IDS: readonly string[] = PROJECT_IDS;

export const CONTENT_PAGES: Partial<Record<RouteKey, ContentPageReads>> = {
  career: { items: { type: 'jobs', ids: SAMPLE_ROLE_IDS } },
  jobOpenings: { lists: ['jobs'] },
  careerDetails: { item: { type: 'jobs', param: 'id' } },
  training: { lists: ['courses'] },
  projects: { lists: ['projects'] },
  project: { lists: ['projects'], item: { type: 'projects', param: 'projectId' } },
  service: { lists: ['projects'] },
  media: { lists: ['media'] },
  docs: { lists: ['documents'] },
  /** The overlay's index names projects: a search lists only the published ones. */
  search: { lists: ['projects'] },
};

/** How many items a page reads of a list per request: the API's largest page. A page reads the
 * whole list, following `nextCursor` (`GET /api/{type}?limit=100&cursor=…`), up to
 * CONTENT_LIST_MAX_ITEMS. */
export const CONTENT_PAGE_LIMIT = 100;

/** The most items a public page (its twin, the app, the sitemap's dates) reads of one list: 20 pages.
 * A gallery of 2,000 items is a page no one scrolls; the API itself pages on without a bound. */
export const CONTENT_LIST_MAX_ITEMS = 2_000;

/** A type's public list as a page reads it: its items (every page, up to CONTENT_LIST_MAX_ITEMS) and
 * the API's `total`. */
export type ContentListPage<Item = unknown> = { items: Item[]; total: number };

/** What the server passes the renderer for a page of CONTENT_PAGES: its lists, and its items by id
 * (null: no item the public may see has that id). Never a draft. */
export type ContentPageData = {
  lists: { type: ContentTypeName; page: ContentListPage }[];
  items: { type: ContentTypeName; id: string; item: unknown }[];
};
