import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ContentTypeName } from '@site/shared';
import { CONTENT_TYPES } from '@site/shared';
import { HttpError } from '../errors.ts';
import { nowIso, toIso } from './database.ts';
import type { ContentItemsTable, Database } from './schema.ts';

/** An item as the API returns it: its fields, then `status`, `position`, `id` and the times. The
 * routes know each type's shape (packages/shared/src/content-types.ts); the table does not. */
export type StoredItem = Record<string, unknown> & {
  id: string;
  status: string;
  position: number;
  createdAt: string;
  updatedAt: string;
};

/** What a create or a replace writes: the type's validated input. */
export type ItemFields = Record<string, unknown> & { status: string; position?: number };

/** Which items a list holds; `listedOn`: only those listed on that day (YYYY-MM-DD); `q`: only
 * those whose text holds it. */
export type ItemFilter = {
  statuses?: readonly string[];
  category?: string;
  listedOn?: string;
  q?: string;
};
export type ItemPage = { limit: number; cursor?: string };

type Row = Selectable<ContentItemsTable>;

/** A row read through its type's item schema, so a row stored before a field was added answers
 * with that field's default (decision 069). A row the schema no longer takes (a rule tightened
 * since) is answered as stored rather than hidden: the portal shows it and its next save fixes it. */
function toItem(row: Row): StoredItem {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const stored: StoredItem = {
    ...data,
    status: row.status,
    position: Number(row.position),
    id: row.id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
  const schema: z.ZodType = CONTENT_TYPES[row.type as ContentTypeName].item;
  const read = schema.safeParse(stored);
  return read.success ? (read.data as StoredItem) : stored;
}

/** Fields that hold an address, not words: search does not read them. */
const ADDRESSES = new Set(['src', 'og_image', 'url', 'videoUrl']);

/** What a list's `q` searches: every text of an item but its addresses, lower-cased. */
export function searchTextOf(value: unknown): string {
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') texts.push(node.toLowerCase());
    else if (Array.isArray(node)) node.forEach(collect);
    else if (typeof node === 'object' && node !== null)
      for (const [key, field] of Object.entries(node)) if (!ADDRESSES.has(key)) collect(field);
  };
  collect(value);
  return texts.join('\n');
}

/** The columns of an item's fields: status, position, category and the last day it is listed are
 * columns (lists filter and sort by them), the rest is JSON. */
function columnsOf(type: ContentTypeName, { status, position: _position, ...data }: ItemFields) {
  const config = CONTENT_TYPES[type];
  const until = 'listedUntil' in config ? data[config.listedUntil] : null;
  return {
    status,
    category: typeof data.category === 'string' ? data.category : null,
    listed_until: typeof until === 'string' ? until : null,
    data: JSON.stringify(data),
    search_text: searchTextOf(data),
  };
}

/** Where a page of a list ends: the last item's position and id (keyset paging, in list order). */
const INVALID_CURSOR = 'cursor is not valid: use the nextCursor of a previous answer';
const encodeCursor = (row: { position: number; id: string }) =>
  Buffer.from(JSON.stringify([Number(row.position), row.id])).toString('base64url');
function decodeCursor(cursor: string): { position: number; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string'
    )
      return { position: value[0] as number, id: value[1] };
  } catch {
    // falls through to the 400
  }
  throw new HttpError(400, INVALID_CURSOR, { fields: { cursor: [INVALID_CURSOR] } });
}

/** The items of every editable content type, in one table (decision 047): each call names its type. */
export function contentRepository(db: Kysely<Database>) {
  const matching =
    (type: ContentTypeName, { statuses, category, listedOn, q }: ItemFilter) =>
    (eb: ExpressionBuilder<Database, 'content_items'>) =>
      eb.and([
        eb('type', '=', type),
        ...(statuses ? [eb('status', 'in', statuses.length ? statuses : [''])] : []),
        ...(category === undefined ? [] : [eb('category', '=', category)]),
        ...(listedOn === undefined
          ? []
          : [eb.or([eb('listed_until', 'is', null), eb('listed_until', '>=', listedOn)])]),
        ...(q === undefined
          ? []
          : [
              sql<boolean>`search_text like ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`,
            ]),
      ]);

  const find = (type: ContentTypeName, id: string) =>
    db
      .selectFrom('content_items')
      .selectAll()
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();

  const repository = {
    /** A page of a type's items in list order (position, then id), and the paging facts. */
    async list(type: ContentTypeName, filter: ItemFilter, { limit, cursor }: ItemPage) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('content_items')
          .selectAll()
          .where(matching(type, filter))
          .$if(after !== undefined, (query) =>
            query.where((eb) =>
              eb(eb.refTuple('position', 'id'), '>', eb.tuple(after!.position, after!.id)),
            ),
          )
          .orderBy('position')
          .orderBy('id')
          .limit(limit + 1)
          .execute(),
        db
          .selectFrom('content_items')
          .select((eb) => eb.fn.countAll().as('total'))
          .where(matching(type, filter))
          .executeTakeFirstOrThrow(),
      ]);
      const last = rows.length > limit ? rows[limit - 1] : undefined;
      return {
        items: rows.slice(0, limit).map(toItem),
        total: Number(counted.total),
        nextCursor: last ? encodeCursor(last) : null,
      };
    },

    /** Every item of a list, a page of `pageSize` at a time (keyset), up to `max` items. */
    async listAll(type: ContentTypeName, filter: ItemFilter, pageSize: number, max: number) {
      const items: StoredItem[] = [];
      let total: number;
      let cursor: string | undefined;
      do {
        const page = await repository.list(type, filter, {
          limit: Math.min(pageSize, max - items.length),
          cursor,
        });
        items.push(...page.items);
        total = page.total;
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined && items.length < max);
      return { items, total };
    },

    /** One item; with `statuses`, only when it has one of them. */
    async find(
      type: ContentTypeName,
      id: string,
      statuses?: readonly string[],
    ): Promise<StoredItem | undefined> {
      const row = await find(type, id);
      return row && (!statuses || statuses.includes(row.status)) ? toItem(row) : undefined;
    },

    /** A new item under a new id. Without a position it goes first (the others move down one) or
     * last, as its type places new items. */
    async create(
      type: ContentTypeName,
      fields: ItemFields,
      newItems: 'first' | 'last',
    ): Promise<StoredItem> {
      return db.transaction().execute(async (trx) => {
        let position = fields.position;
        if (position === undefined && newItems === 'first') {
          await trx
            .updateTable('content_items')
            .set({ position: sql`position + 1` })
            .where('type', '=', type)
            .execute();
          position = 0;
        }
        if (position === undefined) {
          const { last } = await trx
            .selectFrom('content_items')
            .select((eb) => eb.fn.max('position').as('last'))
            .where('type', '=', type)
            .executeTakeFirstOrThrow();
          position = last === null ? 0 : Number(last) + 1;
        }
        const now = nowIso();
        const row = await trx
          .insertInto('content_items')
          .values({
            type,
            id: randomUUID(),
            ...columnsOf(type, fields),
            position,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toItem(row);
      });
    },

    /** Replaces an item's fields; its position stays unless given. */
    async replace(
      type: ContentTypeName,
      id: string,
      fields: ItemFields,
    ): Promise<StoredItem | undefined> {
      const row = await db
        .updateTable('content_items')
        .set({
          ...columnsOf(type, fields),
          ...(fields.position === undefined ? {} : { position: fields.position }),
          updated_at: nowIso(),
        })
        .where('type', '=', type)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async remove(type: ContentTypeName, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('content_items')
        .where('type', '=', type)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Puts these items first, in this order, and the others after them as they were: positions
     * become 0, 1, 2… Only the items whose place changes are written. Answers the new order. */
    async reorder(type: ContentTypeName, ids: readonly string[]): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('content_items')
          .select(['id', 'position'])
          .where('type', '=', type)
          .orderBy('position')
          .orderBy('id')
          .execute();
        const known = new Set(rows.map((row) => row.id));
        const unknown = [...new Set(ids)].filter((id) => !known.has(id));
        if (unknown.length > 0)
          throw new HttpError(400, `Unknown ${type} id: ${unknown.join(', ')}`, {
            fields: { ids: unknown.map((id) => `unknown id ${id}`) },
          });
        const first = new Set(ids);
        const order = [...first, ...rows.map((row) => row.id).filter((id) => !first.has(id))];
        const was = new Map(rows.map((row) => [row.id, Number(row.position)]));
        for (const [position, id] of order.entries())
          if (was.get(id) !== position)
            await trx
              .updateTable('content_items')
              .set({ position, updated_at: nowIso() })
              .where('type', '=', type)
              .where('id', '=', id)
              .execute();
        return order;
      });
    },
  };
  return repository;
}

export type ContentRepository = ReturnType<typeof contentRepository>;
