/** docs/product.md §2: '5 min read'. */
export function formatReadTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}
