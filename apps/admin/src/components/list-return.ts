import { useLocation, useSearch } from 'wouter';

type ListState = { list?: unknown } | null;

/** Opens a form's screen from a list, remembering the list's address (its search and filters) in the
 * history entry, so that closing the form comes back to the same list (decision 068). */
export function useOpenFromList() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (path: string) =>
    navigate(path, { state: { list: search ? `${location}?${search}` : location } });
}

/** Closes a form's screen: back to the list it was opened from, or to `fallback` (the list of its
 * type) when it was opened by its address. */
export function useBackToList(fallback: string) {
  const [, navigate] = useLocation();
  return () => {
    const list = (history.state as ListState)?.list;
    navigate(typeof list === 'string' ? list : fallback);
  };
}
