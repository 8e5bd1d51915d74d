import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as ISO strings; PostgreSQL reads them back as Date (timestamptz). */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  id: string;
  email: string;
  ip: string;
  created_at: Timestamp;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  content: string;
  content_html: string;
  excerpt: string | null;
  category: string | null;
  /** JSON array of strings. */
  tags: string;
  status: string;
  featured_image: string | null;
  author: string | null;
  views: Generated<number>;
  reading_time: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
}

export interface TranslationsTable {
  language: string;
  /** SHA-256 of the English source text. */
  source_hash: string;
  source: string;
  translated: string;
  created_at: Timestamp;
}

export interface RateCountersTable {
  key: string;
  /** Epoch milliseconds; bigint comes back from PostgreSQL as a string. */
  window_start: ColumnType<number | string, number, number>;
  expires_at: ColumnType<number | string, number, number>;
  count: ColumnType<number | string, number, number>;
}

export interface LoginClaimsTable {
  account: string;
  claim_id: string;
  /** Epoch milliseconds: a claim left by a crashed instance lapses by itself. */
  expires_at: ColumnType<number | string, number, number>;
}

export interface DailySaltsTable {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  salt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  blog_posts: BlogPostsTable;
  translations: TranslationsTable;
  rate_counters: RateCountersTable;
  login_claims: LoginClaimsTable;
  daily_salts: DailySaltsTable;
}

export type Dialect = 'sqlite' | 'postgres';
