import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatMonth } from './format-date.ts';

describe('dates', () => {
  it('shows a month, or the month of a day, as its name and year', () => {
    expect(formatMonth('2024-12')).toBe('December 2024');
    expect(formatMonth('2025-01-15')).toBe('January 2025');
  });

  it('shows dates in the long US form', () => {
    expect(formatLongDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatLongDate('2025-06-10T12:00:00.000Z')).toBe('June 10, 2025');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate('not a date', 'not a date')).toBe('not a date');
  });

  it('writes the long form as Intl does, in every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatLongDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it("shows a timestamp as the company's calendar day in Nairobi, whatever the reader's time zone", () => {
    const nairobi = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    const zone = process.env.TZ;
    try {
      for (const readerZone of [
        'UTC',
        'America/Los_Angeles',
        'Pacific/Kiritimati',
        'Africa/Nairobi',
      ]) {
        process.env.TZ = readerZone;
        // 23:30 UTC is already the next day in Nairobi; 20:59 UTC is still the same day there.
        expect(formatLongDate('2025-03-31T23:30:00.000Z'), readerZone).toBe('April 1, 2025');
        expect(formatLongDate('2025-12-31T20:59:00.000Z'), readerZone).toBe('December 31, 2025');
        expect(formatLongDate('2025-12-31T21:00:00.000Z'), readerZone).toBe('January 1, 2026');
        for (const moment of ['2024-02-29T10:00:00Z', '2026-11-24T22:15:00+01:00']) {
          expect(formatLongDate(moment), readerZone).toBe(nairobi.format(new Date(moment)));
        }
        // A plain date is the day as written, in every zone.
        expect(formatLongDate('2025-01-15'), readerZone).toBe('January 15, 2025');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows a moment with its time, and an unreadable one as it came', () => {
    expect(formatDateTime('2026-11-23T09:41:00')).toBe('Nov 23, 2026, 09:41 AM');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
