import { company } from './company.ts';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** docs/product.md §9: the long US form, e.g. 'January 15, 2025'. A plain date ('2025-01-15') is a calendar
 * day and is shown as written; a timestamp is shown as the company's calendar day (Nairobi time,
 * `company.utcOffsetMinutes`), so a post has one date for every reader, and the page the server prerendered
 * in its own time zone is the page the reader's browser takes over (docs/decisions/028-dates-in-nairobi-time.md).
 * A value that is not a date shows as `unreadable`.
 *
 * Written out rather than through `Intl.DateTimeFormat`: a page's first `Intl.DateTimeFormat` loads the
 * locale's calendar data, about 20 ms in desktop Chromium and 80 ms on a phone, one long task in the middle of
 * the blog's take-over (decision 027). The form is fixed, so nothing of Intl's is needed. */
export function formatLongDate(value: string, unreadable = ''): string {
  const isDateOnly = dateOnly.test(value);
  const moment = new Date(isDateOnly ? `${value}T00:00:00Z` : value).getTime();
  if (Number.isNaN(moment)) return unreadable;
  const date = new Date(isDateOnly ? moment : moment + company.utcOffsetMinutes * 60_000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A month ('2024-12') or a day of it ('2024-12-05') as its month and year: 'December 2024'. */
export function formatMonth(value: string): string {
  const [year, month] = value.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}
