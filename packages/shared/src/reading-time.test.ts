import { describe, expect, it } from 'vitest';
import { countWords, minutesToRead, readingTime } from './reading-time.ts';

describe('reading time: one rule for the server and the editor', () => {
  it('counts words at 200 a minute, at least one', () => {
    expect(readingTime('<p>one two</p>')).toBe(1);
    expect(readingTime(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(minutesToRead(0)).toBe(1);
    expect(minutesToRead(400)).toBe(2);
  });

  it('counts the words of HTML, tags stripped and runs without a letter or digit left out', () => {
    expect(countWords('<h2>A — B</h2><p>c, d</p>')).toBe(4);
    expect(countWords('<p>un<b>believ</b>able</p>')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
