import type { ContentItem, ContentTypeName } from '@site/shared';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES } from '@site/shared/content-types';
// The content a fresh install has: migration 009's frozen seed, the pages' data until someone edits it.
import { CONTENT_SEED } from '../../../server/src/db/migrations/009-content-seed.ts';
import { contentItemKey, contentListKey, contentListPath } from '../lib/use-content.ts';
import { queryClient } from '../lib/query-client.ts';
import type { FetchRoute } from './mock-fetch.ts';
import { fail, jsonResponse, ok } from './mock-fetch.ts';

const SEEDED_AT = '2026-11-20T08:00:00.000Z';

/** Every seeded item of `type` as the API returns it, in list order, whatever its status. */
export function seededItems<T extends ContentTypeName>(type: T): ContentItem<T>[] {
  return CONTENT_SEED[type].map(
    ({ id, fields }, position) =>
      ({ ...fields, id, position, createdAt: SEEDED_AT, updatedAt: SEEDED_AT }) as ContentItem<T>,
  );
}

/** What `GET /api/{type}` lists of `items` (published; open jobs). */
export function listed<T extends ContentTypeName>(
  type: T,
  items: readonly ContentItem<T>[] = seededItems(type),
): ContentItem<T>[] {
  const statuses: readonly string[] = CONTENT_TYPES[type].listed;
  return items.filter((item) => statuses.includes(item.status));
}

/** The answer of `GET /api/{type}?limit=…`: one page holding `items`. */
export const listAnswer = (items: readonly unknown[]) =>
  jsonResponse(200, { success: true, data: items, total: items.length, nextCursor: null });

/** Mock routes for the public content API of `type`: its list (`listed` of `items`) and each item
 * its pages may read (a closed job too); any other id answers 404. */
export function contentRoutes<T extends ContentTypeName>(
  type: T,
  items: readonly ContentItem<T>[] = seededItems(type),
): Record<string, FetchRoute> {
  const visible: readonly string[] = CONTENT_TYPES[type].visible;
  const routes: Record<string, FetchRoute> = {
    [`GET /api${contentListPath(type)}`]: () => listAnswer(listed(type, items)),
  };
  for (const item of items)
    routes[`GET /api/${type}/${encodeURIComponent(item.id)}`] = () =>
      visible.includes(item.status) ? ok(item) : fail(404, 'not found');
  return routes;
}

/** Puts a type's list in the query cache, as a prerendered page's seed does. */
export function seedContentList<T extends ContentTypeName>(
  type: T,
  items: readonly ContentItem<T>[] = listed(type),
) {
  queryClient.setQueryData(contentListKey(type), { items, total: items.length });
}

/** Puts one item (null: none the public may see) in the query cache, as a prerendered page does. */
export function seedContentItem<T extends ContentTypeName>(
  type: T,
  id: string,
  item: ContentItem<T> | null,
) {
  queryClient.setQueryData(contentItemKey(type, id), item);
}

/** Seeds every type as a fresh install's prerendered pages would: each list, and each item its pages
 * may read by id. */
export function seedFreshInstall() {
  for (const type of CONTENT_TYPE_NAMES) {
    const items = seededItems(type);
    seedContentList(type, listed(type, items));
    const visible: readonly string[] = CONTENT_TYPES[type].visible;
    for (const item of items)
      seedContentItem(type, item.id, visible.includes(item.status) ? item : null);
  }
}
