const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** docs/product.md §9: the long US form, e.g. 'January 15, 2025'. A plain date ('2025-01-15') is a calendar
 * day and is shown as written; a timestamp is shown in the reader's time zone. */
export function formatLongDate(value: string): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: isDateOnly ? 'UTC' : undefined,
  }).format(date);
}

/** docs/product.md §2: '5 min read'. */
export function formatReadTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}
