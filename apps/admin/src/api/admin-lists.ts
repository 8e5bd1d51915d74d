import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationMeta,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NotFoundSort } from '@site/shared';
import {
  adminRequest,
  fetchAdminItem,
  fetchAdminList,
  fetchAdminPage,
  fetchNotFoundPage,
  itemPath,
  type AdminListPage,
  type AdminListName,
  type AdminPageQuery,
  type PagedListName,
  type PortalSession,
  ServerRefusal,
} from './admin-api.ts';
import { useAdminMessages } from '../app/admin-messages.ts';

/** The overview's key (GET /admin/dashboard): a change to what it counts invalidates it. */
export const dashboardKey = ['admin', 'dashboard'] as const;

/** A list's key, and the prefix of every page and search of it: invalidating it reloads them all. */
export const adminListKey = (name: AdminListName) => ['admin', name] as const;

export function useAdminList<K extends AdminListName>(name: K, token: string | null) {
  return useSessionQuery(adminListKey(name), token, (session, signal) =>
    fetchAdminList(session, name, signal),
  );
}

/** A read of the portal's: asked only while the server accepts the session (`token` is null once it
 * has ended, and the sign-in-again panel shows). */
export function useSessionQuery<T>(
  queryKey: readonly unknown[],
  token: PortalSession,
  read: (session: PortalSession, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey,
    enabled: token !== null,
    queryFn: ({ signal }) => read(token, signal),
  });
}

/** One post or content item for its address (`/admin/posts/:id`), under its list's key so a change to
 * the list reloads it too. `missing` once the server says there is no such item. A form opens on
 * what the server holds now, never on a copy kept from an earlier visit (`gcTime: 0`): its text
 * would be an old one. */
export function useAdminItem<K extends PagedListName>(name: K, id: string, token: string | null) {
  const query = useQuery({
    queryKey: [...adminListKey(name), 'item', id],
    enabled: token !== null,
    gcTime: 0,
    queryFn: ({ signal }) => fetchAdminItem(token, name, id, signal),
  });
  const missing = query.error instanceof ServerRefusal && query.error.status === 404;
  return { item: query.data, missing, failed: query.isError && !missing, refetch: query.refetch };
}

/** A paged list of the portal (the posts, a content type), a page of the server's at a time, for a
 * search and a status: what `ListPanel` shows (the pages so far as one list) and its paging. While
 * another search loads, the previous one stays on screen. */
export function useAdminPagedList<K extends PagedListName>(
  name: K,
  token: string | null,
  filters: Omit<AdminPageQuery, 'cursor'>,
) {
  return usePagedQuery([...adminListKey(name), filters], token, (cursor, signal) =>
    fetchAdminPage(token, name, { ...filters, cursor }, signal),
  );
}

/** The not-found log (GET /admin/not-found), a page at a time, in the order asked. */
export function useNotFoundLog(token: string | null, sort: NotFoundSort) {
  return usePagedQuery([...adminListKey('notFound'), sort], token, (cursor, signal) =>
    fetchNotFoundPage(token, { sort, cursor }, signal),
  );
}

/** A paged list's pages so far as one list, and its paging (`useAdminPagedList`). */
function usePagedQuery<T>(
  queryKey: readonly unknown[],
  token: string | null,
  read: (cursor: string | null, signal: AbortSignal) => Promise<AdminListPage<T>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    enabled: token !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  return {
    data: items,
    isError: isError && !items,
    isFetching,
    refetch,
    /** How many items match in all. */
    total: data?.pages.at(-1)?.total ?? 0,
    more: hasNextPage
      ? { loading: isFetchingNextPage, load: () => void fetchNextPage() }
      : undefined,
  };
}

type Change = { id: string; run: () => Promise<unknown>; success?: string };

/** Changes to one list (mark read, delete, export): a success is reported with its text, a failure
 * by the portal's query client with `meta`'s words, then the list reloads. `busy` names the row (or
 * 'export') being changed. */
export function useListChanges(name: AdminListName, token: string | null, meta?: MutationMeta) {
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (change: Change) => change.run(),
    meta,
    onSuccess: (_data, { success }) => {
      if (success) notify('success', success);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminListKey(name) }),
  });
  const run = (id: string, action: () => Promise<unknown>, success?: string) =>
    change.mutate({ id, run: action, success });
  return {
    busy: change.isPending ? change.variables.id : null,
    run,
    remove: (id: string, success: string) =>
      run(id, () => adminRequest(token, itemPath(name, id), { method: 'DELETE' }), success),
  };
}

export type ListChanges = ReturnType<typeof useListChanges>;
