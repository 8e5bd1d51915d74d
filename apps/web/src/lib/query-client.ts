import { QueryClient } from '@tanstack/react-query';
import { seedPrerenderedQueries } from './prerendered-queries.ts';

/** Shared by every page that fetches with TanStack Query; each such page wraps itself in a provider. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
seedPrerenderedQueries(queryClient);
