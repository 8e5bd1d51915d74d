const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's text (tags stripped), at least one. */
export function readingTime(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
