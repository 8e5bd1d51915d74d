import { HttpError } from '../errors.ts';

/** Where a page of a list ends: the sort value (an ISO time) and the id of its last row. The next page
 * starts after it (keyset paging), so a row added meanwhile neither repeats nor skips one. */
export type ListCursor = { at: string; id: string };

/** Opaque to clients: base64url of the JSON pair. */
export const encodeCursor = ({ at, id }: ListCursor): string =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

const INVALID = 'cursor is not valid: use the nextCursor of a previous answer';

/** The sort value and id a cursor holds, when `isSortValue` accepts the first; else the 400. */
function decodePair<T>(cursor: string, isSortValue: (value: unknown) => value is T): [T, string] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    isSortValue(value[0]) &&
    typeof value[1] === 'string' &&
    !/\p{Cc}/u.test(value[1])
  )
    return [value[0], value[1]];
  throw new HttpError(400, INVALID, { fields: { cursor: [INVALID] } });
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function decodeCursor(cursor: string): ListCursor {
  const [at, id] = decodePair(cursor, isTime);
  return { at: new Date(at).toISOString(), id };
}

/** Where a page of a list sorted by a count ends: the count and the id of its last row. */
export type CountCursor = { count: number; id: string };

export const encodeCountCursor = ({ count, id }: CountCursor): string =>
  Buffer.from(JSON.stringify([count, id])).toString('base64url');

export function decodeCountCursor(cursor: string): CountCursor {
  const [count, id] = decodePair(cursor, (value): value is number => Number.isSafeInteger(value));
  return { count, id };
}
