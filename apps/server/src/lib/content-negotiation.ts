export type ContentEncoding = 'br' | 'gzip' | 'identity';

// Ties between equally acceptable codings go to the smallest bytes.
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(quality) ? quality : 0);
  }
  return qualities;
}

// Clients send a handful of distinct Accept-Encoding values: each is parsed once. Bounded, so that odd
// headers cannot grow it without end.
const PARSED_LIMIT = 256;
const parsed = new Map<string, Map<string, number>>();
function qualitiesOf(header: string): Map<string, number> {
  let qualities = parsed.get(header);
  if (!qualities) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    qualities = acceptedQualities(header);
    parsed.set(header, qualities);
  }
  return qualities;
}

/** The coding to send (RFC 9110 §12.5.3): of those we have, the one the client accepts with the
 * highest q, ties broken br > gzip > identity. Identity stays acceptable unless refused outright,
 * and is what a client that refuses everything gets anyway (a 406 helps nobody here). */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  if (!header) return 'identity';
  const qualities = qualitiesOf(header);
  const star = qualities.get('*');
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const quality = qualities.get(coding) ?? star ?? (coding === 'identity' ? 1 : 0);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
