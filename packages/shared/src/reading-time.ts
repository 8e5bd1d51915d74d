/** docs/product.md: a post's reading time at 200 words a minute. One rule for the server (the stored
 * `reading_time`) and the portal's editor (the count under it). */
const WORDS_PER_MINUTE = 200;

/** The words of a text or of HTML (tags stripped): runs without a letter or a digit do not count. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read `words` words, at least one. */
export const minutesToRead = (words: number): number =>
  Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** Minutes to read a post's text (tags stripped), at least one. */
export function readingTime(html: string): number {
  return minutesToRead(countWords(html));
}
