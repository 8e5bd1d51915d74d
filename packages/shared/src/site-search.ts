import { formEncode, paths } from './site-routes.ts';

/** The search page's address and how its query is read (decision 045), apart from the route table
 * so that the first load of every page does not carry it: only the search page and the server use it. */

/** A query value as a form sent it (`a+b%26c` → `a b&c`); a broken escape is left as it is. */
function formDecode(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The value of the first parameter `name` in a query string (without its `?`), as URLSearchParams
 * reads it; null when there is none. */
function queryParam(search: string, name: string): string | null {
  for (const pair of search.split('&')) {
    const at = pair.indexOf('=');
    if (formDecode(at === -1 ? pair : pair.slice(0, at)) === name)
      return at === -1 ? '' : formDecode(pair.slice(at + 1));
  }
  return null;
}

/** The search page's query parameter, `/search?q=…` (decision 045). */
export const SEARCH_QUERY_PARAM = 'q';
/** The longest search the page reads; the rest of a longer `q` is dropped (the blog list API's `q`
 * takes at most 200 characters too). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** How many matching published blog posts the search page lists at most (the newest). */
export const SEARCH_POST_LIMIT = 12;

/** The search a query string names (`q=red+light` → `red light`), as the server and the app both read
 * it: control characters and runs of white space as one space, trimmed, at most
 * SEARCH_QUERY_MAX_LENGTH UTF-16 units (never half a character); '' for none. */
export function searchQueryOf(search: string): string {
  const value = (queryParam(search, SEARCH_QUERY_PARAM) ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '');
  return value.trimEnd();
}

/** The search page for `q` (form-encoded, as a form sends it: `/search?q=red+light`); `/search` for a
 * blank one. */
export const searchHref = (q: string) => {
  const query = q.trim();
  return query === '' ? paths.search : `${paths.search}?${SEARCH_QUERY_PARAM}=${formEncode(query)}`;
};
