import { useQueries, useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentListPage, ContentTypeName } from '@site/shared';
import { CONTENT_LIST_MAX_ITEMS, CONTENT_PAGE_LIMIT } from '@site/shared/content-pages';
import { apiRequest } from './api-client.ts';
import { logged } from './logged-query.ts';

/** A type's public list (`GET /api/{type}`, every page of it): what a prerendered page seeds. */
export const contentListKey = (type: ContentTypeName) => ['content', type, 'list'] as const;
/** One item of a type by id (`GET /api/{type}/:id`); null when there is none the public may see. */
export const contentItemKey = (type: ContentTypeName, id: string) =>
  ['content', type, 'item', id] as const;

/** The address of a list's first page, and of the next ones by the cursor the previous answered. */
export const contentListPath = (type: ContentTypeName, cursor?: string) =>
  `/${type}?limit=${CONTENT_PAGE_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** Every item of a type's public list, following `nextCursor` a page at a time, up to
 * CONTENT_LIST_MAX_ITEMS (as the server's twin reads it). */
async function fetchContentList<T extends ContentTypeName>(
  type: T,
): Promise<ContentListPage<ContentItem<T>>> {
  const items: ContentItem<T>[] = [];
  let total: number;
  let cursor: string | undefined;
  do {
    const result = await apiRequest<ContentItem<T>[]>(contentListPath(type, cursor));
    if (!result.success || !Array.isArray(result.data))
      throw new Error(`Failed to fetch ${type}`, { cause: result });
    const page = result as { total?: unknown; nextCursor?: unknown };
    items.push(...result.data);
    total = typeof page.total === 'number' ? page.total : items.length;
    cursor = typeof page.nextCursor === 'string' ? page.nextCursor : undefined;
  } while (cursor !== undefined && items.length < CONTENT_LIST_MAX_ITEMS);
  return { items, total };
}

async function fetchContentItem<T extends ContentTypeName>(
  type: T,
  id: string,
): Promise<ContentItem<T> | null> {
  const result = await apiRequest<ContentItem<T>>(`/${type}/${encodeURIComponent(id)}`);
  if (result.success) return result.data;
  if (result.status === 404) return null;
  throw new Error(`Failed to fetch ${type} ${id}`, { cause: result });
}

export type ContentListState<T extends ContentTypeName> =
  | { status: 'loading' | 'failed'; items: readonly ContentItem<T>[] }
  | { status: 'loaded'; items: readonly ContentItem<T>[]; total: number };

/** The items a type's pages list (published; open jobs), in their order. A prerendered page carries
 * them (`#prerendered-queries`), so the first render needs no request. */
export function useContentList<T extends ContentTypeName>(type: T): ContentListState<T> {
  const query = useQuery({
    queryKey: contentListKey(type),
    queryFn: logged(() => fetchContentList(type)),
    retry: false,
  });
  if (query.data) return { status: 'loaded', items: query.data.items, total: query.data.total };
  return { status: query.isError ? 'failed' : 'loading', items: [] };
}

const itemQuery = <T extends ContentTypeName>(type: T, id: string) => ({
  queryKey: contentItemKey(type, id),
  queryFn: logged(() => fetchContentItem(type, id)),
  enabled: id !== '',
  retry: false,
});

export type ContentItemState<T extends ContentTypeName> =
  { status: 'loading' | 'not-found' | 'failed' } | { status: 'found'; item: ContentItem<T> };

/** One item a page shows by id (a closed job too: its `status` says so); not found when the public
 * may not see it. An empty id finds nothing and asks nothing. */
export function useContentItem<T extends ContentTypeName>(
  type: T,
  id: string,
): ContentItemState<T> {
  const query = useQuery(itemQuery(type, id));
  if (id === '' || query.data === null) return { status: 'not-found' };
  if (query.data) return { status: 'found', item: query.data };
  return { status: query.isError ? 'failed' : 'loading' };
}

/** Items a page names by id (the careers landing's sample roles), in that order: those the public
 * may see, once each has arrived. */
export function useContentItems<T extends ContentTypeName>(
  type: T,
  ids: readonly string[],
): ContentItem<T>[] {
  return useQueries({
    queries: ids.map((id) => itemQuery(type, id)),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}
