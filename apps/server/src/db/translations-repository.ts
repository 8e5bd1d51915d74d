import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');

const CHUNK = 500;

export function translationsRepository(db: Kysely<Database>) {
  return {
    /** Cached translations of these texts, by source text. */
    async find(language: string, texts: string[]): Promise<Map<string, string>> {
      const byHash = new Map(texts.map((text) => [sourceHash(text), text]));
      const hashes = [...byHash.keys()];
      const found = new Map<string, string>();
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const rows = await db
          .selectFrom('translations')
          .select(['source_hash', 'translated'])
          .where('language', '=', language)
          .where('source_hash', 'in', hashes.slice(i, i + CHUNK))
          .execute();
        for (const row of rows) found.set(byHash.get(row.source_hash)!, row.translated);
      }
      return found;
    },
    async save(language: string, pairs: [source: string, translated: string][]) {
      const now = nowIso();
      for (let i = 0; i < pairs.length; i += CHUNK) {
        const values = pairs.slice(i, i + CHUNK).map(([source, translated]) => ({
          language,
          source_hash: sourceHash(source),
          source,
          translated,
          created_at: now,
        }));
        // Two instances may translate the same text at once: the first write wins.
        await db
          .insertInto('translations')
          .values(values)
          .onConflict((oc) => oc.columns(['language', 'source_hash']).doNothing())
          .execute();
      }
    },
  };
}
