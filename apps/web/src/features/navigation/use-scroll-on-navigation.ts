import { useScrollToHash } from '../../components/ui/use-scroll-to-hash.ts';

/** The site layout's name for `useScrollToHash()` (scroll to the route's anchor, else to the top). */
export function useScrollOnNavigation(): void {
  useScrollToHash();
}
