import { describe, expect, it } from 'vitest';
import { formatReadTime } from './read-time.ts';

describe('reading times', () => {
  it('shows reading time in minutes', () => {
    expect(formatReadTime(5)).toBe('5 min read');
    expect(formatReadTime(0)).toBe('1 min read');
  });
});
