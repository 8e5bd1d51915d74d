import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api-client.ts';
import { ApiNetworkError } from './api-client.ts';
import { leadFailureMessage } from './leads-api.ts';

export type LeadFormState =
  { phase: 'idle' | 'sending' | 'sent' } | { phase: 'failed'; error: string };

/** Sending state of a lead form. `send` passes the anti-spam fields the server expects (the time the
 * form has been open, the honeypot's content); nothing the visitor typed is touched, whatever happens. */
export function useLeadForm() {
  const openedAt = useRef<number | null>(null);
  const [state, setState] = useState<LeadFormState>({ phase: 'idle' });
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  /** `website` is the honeypot's content, read from the form when it is sent. */
  const send = useCallback(
    async <T>(
      website: string,
      call: (antiSpam: { elapsedMs: number; website?: string }) => Promise<ApiResult<T>>,
    ) => {
      setState({ phase: 'sending' });
      const elapsedMs = Math.max(0, Date.now() - (openedAt.current ?? Date.now()));
      try {
        const result = await call({ elapsedMs, website: website || undefined });
        const next: LeadFormState = result.success
          ? { phase: 'sent' }
          : { phase: 'failed', error: leadFailureMessage(result) };
        setState(next);
        return next;
      } catch (error) {
        const next: LeadFormState = {
          phase: 'failed',
          error: leadFailureMessage(
            error instanceof ApiNetworkError ? error : new ApiNetworkError(error),
          ),
        };
        setState(next);
        return next;
      }
    },
    [],
  );

  return { state, send };
}
