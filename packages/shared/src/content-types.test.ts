import { describe, expect, it } from 'vitest';
import { companyDay } from './content-types.ts';

describe('companyDay', () => {
  it('is the calendar day in Nairobi (UTC+3), whatever the server’s zone', () => {
    expect(companyDay(new Date('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
    expect(companyDay(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
  });
});
