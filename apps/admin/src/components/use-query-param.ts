import { useSearchParams } from 'wouter';

/** One parameter of the address's query string, as a list's filter or search keeps it (decision
 * 068): a reload, a pasted address, back and forward show the same list. A change replaces the
 * history entry, so a typed search does not fill the back button; an empty value is left out. */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', set];
}
