import { useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@site/shared';
import { useCallback, useState } from 'react';
import { SessionExpiredError } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';

/** Runs one change of a lead list (mark read, delete, export), reports the outcome in the portal's
 * message region and reloads the list. `busy` names the row being changed. */
export function useLeadAction(queryKey: readonly string[], onSessionExpired: () => void) {
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (id: string, action: () => Promise<Envelope<unknown> | void>, success?: string) => {
      setBusy(id);
      try {
        const result = await action();
        if (result && !result.success) notify('error', `Error: ${result.error}`);
        else if (success) notify('success', success);
        await queryClient.invalidateQueries({ queryKey });
      } catch (error) {
        if (error instanceof SessionExpiredError) onSessionExpired();
        else
          notify(
            'error',
            error instanceof Error ? error.message : 'The change failed. Please try again.',
          );
      } finally {
        setBusy(null);
      }
    },
    [notify, onSessionExpired, queryClient, queryKey],
  );
  return { busy, run };
}
