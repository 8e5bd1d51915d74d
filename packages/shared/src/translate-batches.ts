/** Splits texts, in order, into as few batches as `limits` allow: at most `texts` texts and
 * `totalChars` characters each (a longer text goes alone). The browser batches its requests to our
 * server with TRANSLATE_LIMITS, the server its requests to the translator with the service's limits. */
export function toBatches(
  texts: readonly string[],
  limits: { texts: number; totalChars: number },
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (
      current.length > 0 &&
      (current.length >= limits.texts || chars + text.length > limits.totalChars)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
