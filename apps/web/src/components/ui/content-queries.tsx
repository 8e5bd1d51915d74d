import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/query-client.ts';

/** The app's query cache around a page that reads content types (`useContentList`, `useContentItem`):
 * the one a prerendered page seeds. */
export function ContentQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
