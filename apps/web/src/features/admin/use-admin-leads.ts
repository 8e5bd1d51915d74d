import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@site/shared';
import { SessionExpiredError } from './admin-api.ts';
import { fetchContactMessages, fetchRegistrations, fetchSubscribers } from './admin-leads-api.ts';

export const adminLeadKeys = {
  messages: ['admin', 'messages'] as const,
  subscribers: ['admin', 'subscribers'] as const,
  registrations: ['admin', 'registrations'] as const,
};

function useAdminList<T>(
  key: readonly string[],
  fetcher: (token: string | null, signal?: AbortSignal) => Promise<Envelope<T[]>>,
  token: string | null,
  onSessionExpired: () => void,
) {
  return useQuery({
    queryKey: key,
    enabled: token !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const result = await fetcher(token, signal);
        if (!result.success) throw new Error(result.error);
        return result.data;
      } catch (error) {
        if (error instanceof SessionExpiredError) onSessionExpired();
        throw error;
      }
    },
  });
}

export const useContactMessages = (token: string | null, onSessionExpired: () => void) =>
  useAdminList(adminLeadKeys.messages, fetchContactMessages, token, onSessionExpired);
export const useSubscribers = (token: string | null, onSessionExpired: () => void) =>
  useAdminList(adminLeadKeys.subscribers, fetchSubscribers, token, onSessionExpired);
export const useRegistrations = (token: string | null, onSessionExpired: () => void) =>
  useAdminList(adminLeadKeys.registrations, fetchRegistrations, token, onSessionExpired);
