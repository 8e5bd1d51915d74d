const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day (YYYY-MM-DD) as 'Nov 23', for the chart's axis and the portal's short lists. */
export function formatShortDay(day: string): string {
  const [, month, date] = /^\d{4}-(\d{2})-(\d{2})$/.exec(day) ?? [];
  return month && date ? `${MONTHS[Number(month) - 1] ?? month} ${Number(date)}` : day;
}
