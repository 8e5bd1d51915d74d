/** How many of a WebP file's first bytes `webpSize` reads. */
export const WEBP_HEADER_BYTES = 30;

/** A WebP image's width and height from its first 30 bytes (lossy `VP8 `, lossless `VP8L` or the
 * extended `VP8X` header), so an upload's size is read without fetching the whole file; null when
 * the bytes are not a WebP header. */
export function webpSize(head: Buffer): { width: number; height: number } | null {
  if (head.length < WEBP_HEADER_BYTES) return null;
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  switch (head.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return null;
      return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      if (head[20] !== 0x2f) return null;
      const bits = head.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}
