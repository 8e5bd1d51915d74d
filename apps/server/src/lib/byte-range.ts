import parseRange from 'range-parser';

/** Bytes `start` to `end` of an object, both included (a `Range: bytes=…` request). */
export type ByteRange = { start: number; end: number };

/** The one byte range a `Range` header asks of `size` bytes (a media player seeking; Safari plays no
 * video without): 'unsatisfiable' when it lies past the end (416), null when there is none to serve
 * (no header, several ranges, another unit, a malformed header): the whole object then, as RFC 9110
 * allows. The callers decide about If-Range and revalidation. */
export function singleByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}
