import { describe, expect, it } from 'vitest';
import { formatLongDate, formatReadTime } from './format-date.ts';

describe('dates and reading times', () => {
  it('shows dates in the long US form', () => {
    expect(formatLongDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatLongDate('2025-06-10T12:00:00.000Z')).toBe('June 10, 2025');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('shows reading time in minutes', () => {
    expect(formatReadTime(5)).toBe('5 min read');
    expect(formatReadTime(0)).toBe('1 min read');
  });
});
