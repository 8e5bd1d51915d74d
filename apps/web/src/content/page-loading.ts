/** What the site shows where a page will be while its code loads after an in-app navigation
 * (docs/decisions/030-page-loading-state.md). */
export const pageLoading = {
  text: 'Loading page...',
} as const;
