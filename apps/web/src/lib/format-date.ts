/** The long dates are shared with the server's pages (packages/shared/src/long-date.ts). */
export { formatLongDate, formatMonth } from '@site/shared/long-date';

let dateTime: Intl.DateTimeFormat | undefined;

/** A moment with its time, e.g. 'Nov 23, 2026, 09:41 AM', in the reader's time zone (the admin portal's
 * lists); a value that is not a date is shown as it came. The formatter is made on first use and kept. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTime.format(date);
}
