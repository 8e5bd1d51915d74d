import { useEffect } from 'react';
import { company } from '../content/company.ts';

/** The document title for a page: 'Page | <company short name>'. */
export function pageTitle(page: string): string {
  return `${page} | ${company.shortName}`;
}

/** Sets the document title while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
