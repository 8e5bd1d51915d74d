/** The middle value of `values` (the upper middle for an even count); NaN and other non-numbers are left out. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : null;
}
