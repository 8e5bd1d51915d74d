import { describe, expect, it } from 'vitest';
import { singleByteRange } from './byte-range.ts';

describe('singleByteRange: the one range a Range header asks of 1,000 bytes', () => {
  it('reads a start and end, an open end and a suffix, and stops at the last byte', () => {
    expect(singleByteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(singleByteRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(singleByteRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(singleByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('is unsatisfiable past the end (416)', () => {
    expect(singleByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(singleByteRange('bytes=6000-6010', 1000)).toBe('unsatisfiable');
  });

  it('answers the whole object for no header, several ranges, another unit or no range at all', () => {
    expect(singleByteRange(undefined, 1000)).toBeNull();
    expect(singleByteRange('bytes=0-9,20-29', 1000)).toBeNull();
    expect(singleByteRange('items=0-9', 1000)).toBeNull();
    expect(singleByteRange('0-9', 1000)).toBeNull();
  });
});
