import { describe, expect, it } from 'vitest';
import { TRANSLATE_LIMITS } from './translate-messages.ts';
import { toBatches } from './translate-batches.ts';

describe('toBatches', () => {
  it('keeps a page in one request and splits only beyond the limits', () => {
    expect(toBatches(['a', 'b', 'c'], TRANSLATE_LIMITS)).toEqual([['a', 'b', 'c']]);
    expect(
      toBatches(Array(5).fill('xx'), { texts: 2, totalChars: 100 }).map((c) => c.length),
    ).toEqual([2, 2, 1]);
    expect(toBatches(['aaaa', 'bbbb', 'cc'], { texts: 10, totalChars: 6 })).toEqual([
      ['aaaa'],
      ['bbbb', 'cc'],
    ]);
  });

  it('gives a text longer than the limit a batch of its own', () => {
    expect(toBatches(['a', 'x'.repeat(10), 'b'], { texts: 10, totalChars: 5 })).toEqual([
      ['a'],
      ['x'.repeat(10)],
      ['b'],
    ]);
    expect(toBatches([], TRANSLATE_LIMITS)).toEqual([]);
  });
});
