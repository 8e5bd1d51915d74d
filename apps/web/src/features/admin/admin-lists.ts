import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { adminRequest, fetchAdminList, itemPath, type AdminListName } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';

export const adminListKey = (name: AdminListName) => ['admin', name] as const;

export function useAdminList<K extends AdminListName>(name: K, token: string | null) {
  return useQuery({
    queryKey: adminListKey(name),
    enabled: token !== null,
    queryFn: ({ signal }) => fetchAdminList(token, name, signal),
  });
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
