import { useQuery } from '@tanstack/react-query';
import { fetchAdminBlogs, SessionExpiredError } from './admin-api.ts';

export const adminBlogsKey = ['admin', 'blogs'] as const;

/** All posts (every status) for the dashboard. A failed load is only logged (docs/product.md §8); an ended
 * session is reported through `onSessionExpired`. */
export function useAdminBlogs(token: string | null, onSessionExpired: () => void) {
  return useQuery({
    queryKey: adminBlogsKey,
    enabled: token !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const result = await fetchAdminBlogs(token, signal);
        if (!result.success) throw new Error(result.error);
        return result.data;
      } catch (error) {
        if (error instanceof SessionExpiredError) onSessionExpired();
        console.error('Failed to load the blog posts', error);
        throw error;
      }
    },
  });
}
