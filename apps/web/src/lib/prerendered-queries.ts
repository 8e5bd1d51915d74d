import type { QueryClient } from '@tanstack/react-query';

/** The id of the script element in which a prerendered page carries the data it was rendered with. */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/** Puts the data a prerendered page was rendered with into the query cache, once, so the app's first
 * render shows what the HTML showed (a post; a page of the blog list, its total and categories)
 * instead of a loading state. */
export function seedPrerenderedQueries(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(PRERENDERED_QUERIES_ID);
  if (!element) return;
  element.remove();
  try {
    const entries = JSON.parse(element.textContent ?? '[]') as [readonly unknown[], unknown][];
    for (const [key, value] of entries) client.setQueryData(key, value);
  } catch {
    // A damaged seed only costs a request.
  }
}
