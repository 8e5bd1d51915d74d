import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from './schema.ts';

/** At most this many words of a search are used: a long query costs no more than a short one. */
const MAX_WORDS = 8;
/** The last word matches as a prefix from this length on: a shorter one would match a large part of
 * the vocabulary (`t*`) and cost ten times as much. */
const MIN_PREFIX = 3;

/** The words of a search: runs of letters and digits, lower case. Nothing else of what a visitor
 * typed reaches the query, so no input (`"`, `*`, `AND`, `-`, `NEAR(`) is search syntax. */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Posts whose title, excerpt, text or tags hold every word of `q` (the last one, of three letters or
 * more, as a prefix: results follow typing), through the full-text index of the database (migration
 * 008). A search without a word matches nothing. */
export function matchesSearch(dialect: Dialect, q: string): Expression<SqlBool> {
  const words = searchWords(q);
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const isPrefix = (i: number) => i === words.length - 1 && [...words[i]!].length >= MIN_PREFIX;
  if (dialect === 'postgres') {
    // Letters and digits only: each word is a plain lexeme for to_tsquery.
    const query = words.map((word, i) => (isPrefix(i) ? `${word}:*` : word)).join(' & ');
    return sql<SqlBool>`blog_posts.search_vector @@ to_tsquery('simple', ${query})`;
  }
  // Each word an FTS5 string (quoted); a prefix query for the last one.
  const match = words.map((word, i) => `"${word}"${isPrefix(i) ? '*' : ''}`).join(' ');
  return sql<SqlBool>`blog_posts.rowid in (select rowid from blog_posts_fts where blog_posts_fts match ${match})`;
}
