import type { ContentTypeName } from './content-types.ts';
import type { RouteKey } from './site-routes.ts';

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

/** How many items a page reads of a list: the API's largest page. */
export const CONTENT_PAGE_LIMIT = 100;

/** The first page of a type's public list, as `GET /api/{type}?limit=CONTENT_PAGE_LIMIT` answers it. */
export type ContentListPage<Item = unknown> = { items: Item[]; total: number };

/** What the server passes the renderer for a page of CONTENT_PAGES: its lists, and its items by id
 * (null: no item the public may see has that id). Never a draft. */
export type ContentPageData = {
  lists: { type: ContentTypeName; page: ContentListPage }[];
  items: { type: ContentTypeName; id: string; item: unknown }[];
};
