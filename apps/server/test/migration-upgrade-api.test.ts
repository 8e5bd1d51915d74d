import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  migrateToLatest,
  migrateUpTo,
  migrationNames,
  pendingMigrations,
} from '../src/db/migrations/index.ts';
import { backedUpTables, restoreSnapshot } from '../src/db/snapshot.ts';
import { plainText, renderContent } from '../src/lib/render-content.ts';
import { runCli } from './helpers/backup-cli.ts';
import {
  bearer,
  createTestApp,
  freshPostgresDatabase,
  login,
  testDialect,
} from './helpers/test-app.ts';

/** A database at every earlier migration level, made by scripts/migration-fixtures/make.mjs from the
 * migrations themselves and kept (decision 064). */
const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/migrations');
/** The password of every account in the fixtures (make.mjs). */
const FIXTURE_PASSWORD = 'Kenyatta Avenue 2025 fixture';

const names = migrationNames(testDialect);
/** Every level a database of an earlier release can be at: all but the latest. */
const levels = names.slice(0, -1);

type Row = Record<string, unknown>;
type Fixture = { dir: string; migrations: string[]; tables: Map<string, Row[]> };

function readFixture(level: string): Fixture {
  const dir = path.join(FIXTURES, level);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    migrations: string[];
    tables: { name: string; file: string }[];
  };
  const rows = (file: string) =>
    fs
      .readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row);
  return {
    dir,
    migrations: manifest.migrations,
    tables: new Map(manifest.tables.map((t) => [t.name, rows(t.file)])),
  };
}

/** An empty database of this test's dialect. */
async function freshDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'));
  const postgres = testDialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  const handle = openDatabase({ dataDir, databaseUrl: postgres?.url });
  // A throw-away file: no waiting for the disk at each migration's commit.
  if (handle.dialect === 'sqlite') await sql`pragma synchronous = off`.execute(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl: postgres?.url,
    async drop() {
      await handle.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const anyDb = (handle: DatabaseHandle) => handle.db as unknown as Kysely<Record<string, Row>>;

async function primaryKey(handle: DatabaseHandle, table: string): Promise<string[]> {
  const { rows } =
    handle.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from pragma_table_info(${table}) where pk > 0`.execute(anyDb(handle))
      : await sql<{ name: string }>`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${table}::regclass and i.indisprimary`.execute(anyDb(handle));
  return rows.map((r) => r.name).sort();
}

/** One value as both dialects can compare it: PostgreSQL gives timestamps as Date and bigints as
 * strings; SQLite gives ISO text and numbers. */
const norm = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : value;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The value itself when it matches, else what was expected (so the comparison fails, saying why). */
const matching = (pattern: RegExp, value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : `a value matching ${pattern}`;

type Context = { fixture: Row; restored: Row; restoredTables: Map<string, Row[]> };
/** What a later migration (`by`) does on purpose to a column of the rows it finds. */
type Rule = { by: string; expected: (c: Context) => unknown };

/** Columns whose values in old rows a later migration changes on purpose: compared with what the
 * migration makes of them when the fixture's level is before `by`, with the fixture otherwise. */
const TRANSFORMED: Record<string, Rule> = {
  // 005 renders every post's HTML again (rel="noopener noreferrer" on new-window links).
  'blog_posts.content_html': {
    by: '005-security',
    expected: ({ fixture }) => renderContent(String(fixture.content)),
  },
  // 008 gives a published post without a publication time its update time (the keyset needs one).
  'blog_posts.published_at': {
    by: '008-blog-search',
    expected: ({ fixture }) =>
      fixture.status === 'published' && fixture.published_at === null
        ? fixture.updated_at
        : fixture.published_at,
  },
};

/** Columns a later migration (`by`) adds: what the rows that were there before get. A column the
 * fixture lacks and this does not name fails the test: say what old rows get. */
const ADDED: Record<string, Rule> = {
  'newsletter_subscribers.status': { by: '006-lead-hardening', expected: () => 'confirmed' },
  'newsletter_subscribers.confirm_token_hash': { by: '006-lead-hardening', expected: () => null },
  'newsletter_subscribers.confirmed_at': { by: '006-lead-hardening', expected: () => null },
  'mail_outbox.lead_id': { by: '006-lead-hardening', expected: () => null },
  'sessions.last_used_at': {
    by: '007-admin-sessions',
    expected: ({ fixture }) => fixture.created_at,
  },
  'blog_posts.search_text': {
    by: '008-blog-search',
    expected: ({ restored }) => plainText(String(restored.content_html)),
  },
  'users.role': { by: '011-team-roles', expected: () => 'admin' },
  'sessions.public_id': {
    by: '012-team-accounts',
    expected: ({ restored }) => matching(UUID, restored.public_id),
  },
  'sessions.ip': { by: '012-team-accounts', expected: () => null },
  'sessions.user_agent': { by: '012-team-accounts', expected: () => null },
  'users.activated_at': { by: '012-team-accounts', expected: ({ fixture }) => fixture.created_at },
  // 014 names the course of a registration by its title: the first course (by position) with it.
  'training_registrations.course_id': {
    by: '014-registration-sessions',
    expected: ({ fixture, restoredTables }) =>
      (restoredTables.get('content_items') ?? [])
        .filter((item) => item.type === 'courses')
        .sort(
          (a, b) =>
            Number(a.position) - Number(b.position) || String(a.id).localeCompare(String(b.id)),
        )
        .find(
          (course) =>
            (JSON.parse(String(course.data)) as { title?: unknown }).title === fixture.course,
        )?.id ?? null,
  },
  'training_registrations.session_id': { by: '014-registration-sessions', expected: () => null },
  'training_registrations.session_start_date': {
    by: '014-registration-sessions',
    expected: () => null,
  },
  'training_registrations.session_location': {
    by: '014-registration-sessions',
    expected: () => null,
  },
  'blog_posts.publish_at': { by: '015-editorial-workflow', expected: () => null },
  'blog_posts.owner_id': { by: '015-editorial-workflow', expected: () => null },
  'blog_posts.preview_links_since': { by: '016-preview-link-revocation', expected: () => null },
  'blog_posts.featured_image_alt': { by: '020-writing-fields', expected: () => null },
  'blog_posts.seo_title': { by: '020-writing-fields', expected: () => null },
  'blog_posts.seo_description': { by: '020-writing-fields', expected: () => null },
  'blog_posts.og_image': { by: '020-writing-fields', expected: () => null },
  // Every post before the editor is markdown (decision 073).
  'blog_posts.content_format': { by: '021-content-format', expected: () => 'markdown' },
};

/** Columns of one dialect only, never in a (SQLite-made) fixture: PostgreSQL's search vector,
 * generated from the row. */
const DIALECT_ONLY: Record<string, (c: Context) => unknown> = {
  'blog_posts.search_vector': ({ fixture, restored }) =>
    matching(new RegExp(`'${String(fixture.slug).split('-')[0]}':`), restored.search_vector),
};

/** Every way the upgraded database differs from the fixture beyond what the migrations mean to do,
 * one line each; and how many values each TRANSFORMED rule changed. */
async function differences(handle: DatabaseHandle, level: string, fixture: Fixture) {
  const db = anyDb(handle);
  const problems: string[] = [];
  const transformed = new Map<string, number>();
  const restoredTables = new Map<string, Row[]>();
  for (const table of await backedUpTables(db, handle.dialect))
    restoredTables.set(table, await db.selectFrom(table).selectAll().execute());

  for (const [table, rows] of fixture.tables) {
    const restoredRows = restoredTables.get(table);
    if (!restoredRows) {
      problems.push(`${table}: the table is gone`);
      continue;
    }
    if (restoredRows.length < rows.length)
      problems.push(`${table}: ${restoredRows.length} rows, fewer than the ${rows.length} before`);
    const key = await primaryKey(handle, table);
    const keyOf = (row: Row) => key.map((column) => norm(row[column])).join('|');
    const byKey = new Map(restoredRows.map((row) => [keyOf(row), row]));
    for (const fixtureRow of rows) {
      const where = `${table} [${keyOf(fixtureRow)}]`;
      const restored = byKey.get(keyOf(fixtureRow));
      if (!restored) {
        problems.push(`${where}: the row is gone`);
        continue;
      }
      const context = { fixture: fixtureRow, restored, restoredTables };
      const check = (column: string, expected: unknown) => {
        if (norm(expected) !== norm(restored[column]))
          problems.push(
            `${where}.${column}: expected ${JSON.stringify(norm(expected))}, found ${JSON.stringify(norm(restored[column]))}`,
          );
      };
      for (const [column, value] of Object.entries(fixtureRow)) {
        if (!(column in restored)) {
          problems.push(`${where}.${column}: the column is gone`);
          continue;
        }
        const rule = TRANSFORMED[`${table}.${column}`];
        if (!rule || level >= rule.by) {
          check(column, value);
          continue;
        }
        const expected = rule.expected(context);
        check(column, expected);
        if (norm(expected) !== norm(value))
          transformed.set(`${table}.${column}`, (transformed.get(`${table}.${column}`) ?? 0) + 1);
      }
      for (const column of Object.keys(restored).filter((c) => !(c in fixtureRow))) {
        const name = `${table}.${column}`;
        const rule = ADDED[name];
        if (DIALECT_ONLY[name] && handle.dialect === 'postgres')
          check(column, DIALECT_ONLY[name](context));
        else if (!rule)
          problems.push(
            `${name} is new since ${level}: say in ADDED what the rows that were there get`,
          );
        else if (level >= rule.by)
          problems.push(`${name}: the fixture at ${level} lacks it, but ${rule.by} adds it`);
        else check(column, rule.expected(context));
      }
    }
  }
  return { problems, transformed };
}

describe(`upgrading a database of every earlier migration level (${testDialect}) @sql`, () => {
  it('has a fixture for every level before the latest migration', () => {
    expect(
      fs.readdirSync(FIXTURES).sort(),
      'run `node scripts/migration-fixtures/make.mjs` after adding a migration',
    ).toEqual(levels);
  });

  // Each level in a database of its own, several at a time: most of the time is PostgreSQL's.
  it.concurrent.for(levels)(
    'keeps every row of a database at %s through the upgrade to the latest',
    async (level, { expect }) => {
      const fixture = readFixture(level);
      expect(fixture.migrations.at(-1)).toBe(level);
      const target = await freshDatabase();
      try {
        await restoreSnapshot(target.handle, fixture.dir, null);
        expect(await pendingMigrations(target.handle.db, target.handle.dialect)).toEqual([]);
        const { problems, transformed } = await differences(target.handle, level, fixture);
        expect(problems).toEqual([]);
        // The fixture holds rows each deliberate change applies to (else the rule proves nothing).
        for (const [column, rule] of Object.entries(TRANSFORMED))
          if (level < rule.by) expect(transformed.get(column), column).toBeGreaterThan(0);
        if (level >= '009-content-types') {
          // No migration adds content once there is some: migration 009's deleted seed stays deleted.
          const items = await anyDb(target.handle)
            .selectFrom('content_items')
            .selectAll()
            .execute();
          expect(items).toHaveLength(fixture.tables.get('content_items')!.length);
        }
      } finally {
        await target.drop();
      }
    },
  );

  it('notices a value, a row or a column value a migration would lose', async () => {
    const level = levels[0]!;
    const fixture = readFixture(level);
    const target = await freshDatabase();
    try {
      await restoreSnapshot(target.handle, fixture.dir, null);
      const db = anyDb(target.handle);
      const [post] = fixture.tables.get('blog_posts')!;
      const [user] = fixture.tables.get('users')!;
      // As a faulty migration might: a text emptied, a row dropped, an old row's new column wrong.
      await sql`update blog_posts set content = '' where id = ${post!.id}`.execute(db);
      await sql`delete from login_failures`.execute(db);
      await sql`update users set role = 'author' where id = ${user!.id}`.execute(db);
      const { problems } = await differences(target.handle, level, fixture);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^blog_posts \[.+\]\.content: expected "## Why bus priority/),
          expect.stringMatching(/^login_failures \[.+\]: the row is gone$/),
          expect.stringMatching(/^login_failures: 0 rows, fewer than the 2 before$/),
          `users [${String(user!.id)}].role: expected "admin", found "author"`,
        ]),
      );
    } finally {
      await target.drop();
    }
  });

  it('serves the oldest database once upgraded: its administrator signs in, its post is read and found', async () => {
    const fixture = readFixture(levels[0]!);
    const target = await freshDatabase();
    await restoreSnapshot(target.handle, fixture.dir, null);
    await target.handle.close();
    const t = await createTestApp({
      dataDir: target.dataDir,
      sharedDatabaseUrl: target.databaseUrl,
      withAdmin: false,
    });
    try {
      const [admin] = fixture.tables.get('users')!;
      const token = await login(t.app, { email: String(admin!.email), password: FIXTURE_PASSWORD });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.json().data.user.role).toBe('admin');
      const post = await t.app.inject({
        method: 'GET',
        url: '/api/blogs/slug/bus-priority-on-the-nairobi-brt-corridor',
      });
      expect(post.statusCode).toBe(200);
      expect(post.json().data.content).toContain(
        '<a href="https://nairobi.go.ke/brt" target="_blank" rel="noopener noreferrer">',
      );
      const found = (await t.app.inject({ method: 'GET', url: '/api/blogs?q=lakeside' })).json()
        .data as { slug: string }[];
      expect(found.map((p) => p.slug)).toEqual(['kisumu-lakeside-lit-by-led']);
    } finally {
      await t.close();
      await target.drop();
    }
  });
});

describe(`npm run migrate -- --plan (${testDialect}) @sql`, () => {
  it('lists the pending migrations in order without applying any, and refuses a newer database', async () => {
    const target = await freshDatabase();
    try {
      const { db, dialect } = target.handle;
      expect(await pendingMigrations(db, dialect)).toEqual(names);
      // Planning an empty database creates nothing, not even Kysely's own tables.
      expect(await db.introspection.getTables({ withInternalKyselyTables: true })).toEqual([]);
      await migrateUpTo(db, dialect, names.at(-3)!);
      expect(await pendingMigrations(db, dialect)).toEqual(names.slice(-2));
      expect(await migrateToLatest(db, dialect)).toEqual(names.slice(-2));
      expect(await pendingMigrations(db, dialect)).toEqual([]);
      await sql`insert into kysely_migration (name, timestamp) values ('999-from-a-newer-release', ${new Date().toISOString()})`.execute(
        db,
      );
      await expect(pendingMigrations(db, dialect)).rejects.toThrow(
        'The database holds migrations this release does not know (999-from-a-newer-release)',
      );
    } finally {
      await target.drop();
    }
  });

  it('prints the plan from the command line and leaves the database as it was', async () => {
    const target = await freshDatabase();
    try {
      const { db, dialect } = target.handle;
      await migrateUpTo(db, dialect, names.at(-3)!);
      const plan = await runCli('migrate', ['--plan'], {
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl,
      });
      expect(plan.code, plan.output).toBe(0);
      expect(plan.output).toContain(
        `2 migrations to apply, in this order:\n  ${names.at(-2)}\n  ${names.at(-1)}\n`,
      );
      expect(await pendingMigrations(db, dialect)).toEqual(names.slice(-2));
    } finally {
      await target.drop();
    }
  });
});
