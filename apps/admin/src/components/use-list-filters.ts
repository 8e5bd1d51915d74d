import { useEffect, useRef, useState } from 'react';
import { useQueryParam } from './use-query-param.ts';

/** The search asks the server once typing has paused this long (docs/product.md §9). */
const SEARCH_DEBOUNCE_MS = 300;

/** A typed search kept in the address (`?q=…`, `?actor=…`; decision 068): the box shows what is
 * typed at once; the address, and so the server's search, follow once typing pauses, and at once
 * when the box is cleared. `asked`: the search as the address holds it, trimmed. */
export function useTypedQueryParam(name: string) {
  const [inAddress, setInAddress] = useQueryParam(name);
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function setText(value: string) {
    clearTimeout(timer.current);
    if (value.trim() === '') {
      setTyped(null);
      setInAddress('');
      return;
    }
    setTyped(value);
    timer.current = setTimeout(() => {
      setInAddress(value);
      setTyped(null);
    }, SEARCH_DEBOUNCE_MS);
  }

  return { text: typed ?? inAddress, setText, asked: inAddress.trim() };
}

/** A list's search and its one filter, both in the address (`?q=…&status=…`; the library's filter
 * is `kind`: `?q=…&kind=…`). */
export function useListFilters(filter: 'status' | 'kind' = 'status') {
  const search = useTypedQueryParam('q');
  const [status, setStatus] = useQueryParam(filter);
  return {
    query: search.text,
    setQuery: search.setText,
    q: search.asked,
    status,
    setStatus,
    filtered: search.asked !== '' || status !== '',
  };
}
