import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as ISO strings; PostgreSQL reads them back as Date (timestamptz). */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  /** admin, editor or author (packages/shared/src/roles.ts; migration 011). */
  role: ColumnType<string, string | undefined, string>;
  /** When the account got its password; null while an invitation waits (migration 012). */
  activated_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Written at sign-in and at most once a minute after (the idle timeout); null only in rows
   * older than migration 007, which sets it to created_at. */
  last_used_at: NullableTimestamp;
  /** What the portal lists and ends (migration 012); the id (the token's hash) is never shown. */
  public_id: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** A single-use link mailed to a person (migration 012): `invite` (72 hours) or `reset` (1 hour). */
export interface AccountTokensTable {
  /** SHA-256 of the token; the token itself is only in the mail. */
  id: string;
  user_id: string;
  kind: string;
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
  /** The post's text without markup (migration 008): what search and the list's excerpt read.
   * PostgreSQL also has `search_vector` (generated from it); SQLite the FTS5 table `blog_posts_fts`. */
  search_text: ColumnType<string, string | undefined, string>;
  /** When a `scheduled` post is published (migration 015); null otherwise. */
  publish_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The account that created the post (migration 015); null for older posts. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The post's preview links made at or before this moment no longer open (migration 016); null
   * while they were never revoked. */
  preview_links_since: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** What the featured image shows, and the post's search and social texts and link-card picture
   * (migration 020); null: the page's fallbacks (the title, the excerpt, the featured image). */
  featured_image_alt: OptionalText;
  seo_title: OptionalText;
  seo_description: OptionalText;
  og_image: OptionalText;
  /** How `content` is written (migration 021): 'markdown' (rendered with marked) or 'html' (the
   * portal's editor; the policy alone). */
  content_format: ColumnType<string, string | undefined, string>;
}

/** A text column that may be left out of an insert (null). */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/** A saved state of a post (migration 015): the whole post as JSON (the API's shape, its source). */
export interface BlogPostRevisionsTable {
  id: string;
  post_id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  post: string;
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

/** Secrets the server made for itself at first start (the device-cookie signing key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface DailySaltsTable {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  salt: string;
}

/** Post views per day of the company's calendar (migration 010). */
export interface PostViewDaysTable {
  /** YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface ContactMessagesTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  subject: string | null;
  phone: string | null;
  company: string | null;
  /** 0 or 1 in both dialects. */
  read: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  /** Random, so the unsubscribe link works without signing in and cannot be guessed. */
  unsubscribe_token: string;
  /** 'pending' until the confirmation link is followed, then 'confirmed' (migration 006). */
  status: ColumnType<string, string | undefined, string>;
  /** SHA-256 of the pending confirmation token; null once used (single use). */
  confirm_token_hash: string | null;
  confirmed_at: NullableTimestamp;
  /** The sign-up; for a pending row, when its current confirmation link was sent. */
  created_at: Timestamp;
}

export interface TrainingRegistrationsTable {
  id: string;
  course: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  participants: number;
  created_at: Timestamp;
  /** The course registered for (migration 014); null for an older registration whose title no
   * course has. */
  course_id: string | null;
  /** The session registered for, as it was then; all null: the next session, to be announced. */
  session_id: string | null;
  session_start_date: string | null;
  session_location: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** Epoch milliseconds until which one instance holds the row while it sends; 0 = free. */
  claimed_until: ColumnType<number | string, number | undefined, number>;
  /** The lead (message, registration, subscriber) the mail is about: deleted with it. */
  lead_id: string | null;
  created_at: Timestamp;
}

/** One item of an editable content type (migration 009, decision 047). */
export interface ContentItemsTable {
  /** jobs, courses, projects, media or documents (packages/shared/src/content-types.ts). */
  type: string;
  /** Unique within its type; the seeded items keep the ids their pages use ('1', 'its-1'). */
  id: string;
  status: string;
  /** The item's `category` field, copied for the lists' filter; null for types without one. */
  category: string | null;
  position: number;
  /** The last day (YYYY-MM-DD, Nairobi) a public list shows the item (a job's closesAt); null: no end. */
  listed_until: string | null;
  /** The item's other fields as JSON (without id, status, position and the timestamps). */
  data: string;
  /** The item's texts, lower-cased, without its addresses: what a list's `q` searches. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One admin write, sign-in or refused second factor (migration 011); never updated, kept 2 years. */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** The account that acted; null when nobody was signed in (a failed sign-in). */
  actor_id: string | null;
  /** The account's e-mail at the time, kept when the account is removed. */
  actor_email: string | null;
  /** What was done, `area.verb`: `post.publish`, `user.invite`, `auth.sign-in`. */
  action: string;
  /** What it was done to: `post:<id>`, `user:<email>`, `jobs:<id>`. */
  target: string | null;
  ip: string | null;
  /** More about it, as JSON; never a password, token or code. */
  details: string | null;
}

/** An account's TOTP secret (migration 013): AES-GCM encrypted; pending until `enabled_at`. */
export interface TwoFactorTable {
  user_id: string;
  secret: string;
  enabled_at: NullableTimestamp;
  /** The time step of the last code accepted: a code of that step or an earlier one is refused. */
  last_time_step: ColumnType<number | string | null, number | null, number | null>;
  created_at: Timestamp;
}

/** An account's single-use recovery codes (migration 013): SHA-256 of each, used once. */
export interface TwoFactorRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** Settings an administrator changes in the portal (migration 013), as JSON by name. */
export interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One backup run (migration 017, decision 062). */
export interface BackupsTable {
  id: string;
  /** scheduled, manual or before-migrate (packages/shared/src/backups.ts). */
  trigger: string;
  /** running, succeeded or failed. */
  status: string;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  /** The folder in BACKUP_DIR (a UTC timestamp). */
  dir: string | null;
  bytes: ColumnType<number | string | null, number | null | undefined, number | null>;
  tables: number | null;
  rows: ColumnType<number | string | null, number | null | undefined, number | null>;
  files: number | null;
  copied_objects: number | null;
  error: string | null;
}

/** The one row (`backups`) through which an instance claims a backup run (migration 017). */
export interface BackupScheduleTable {
  name: string;
  /** The run holding the claim; null when free. */
  claim_id: string | null;
  /** Epoch milliseconds until which the claim holds (renewed while the run goes on); 0 = free. */
  claimed_until: ColumnType<number | string, number | undefined, number>;
  /** Epoch milliseconds at which the last successful backup started; null before the first. */
  last_success_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** An old address and where it leads now (migration 018). */
export interface RedirectsTable {
  id: string;
  from_path: string;
  /** A path of the site or an https address. */
  to_target: string;
  status: number;
  /** slug (made as a post's slug changed) or manual. */
  source: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** One upload of the media library (migration 019, decision 071). */
export interface UploadsTable {
  /** The stored file `url` names: `<32 hex>-<widest>.webp`, `<32 hex>.pdf`, `<32 hex>.mp4|webm`. */
  name: string;
  /** image, document or video. */
  kind: string;
  url: string;
  /** An image's widths as JSON, `[{ "width": 480, "url": "/uploads/…-480.webp" }, …]`; '[]' else. */
  variants: ColumnType<string, string | undefined, string>;
  /** Every stored file of it; bigint comes back from PostgreSQL as a string. */
  bytes: ColumnType<number | string, number, number>;
  width: number | null;
  height: number | null;
  /** The default alt text a picker proposes; '' for none. */
  alt: ColumnType<string, string | undefined, string>;
  /** The account that uploaded it; null for an upload imported from before the library. */
  uploaded_by: string | null;
  /** That account's e-mail at the time, kept when the account is removed. */
  uploaded_by_email: string | null;
  created_at: Timestamp;
}

/** An address of the site that answered "not found" (migration 020): how often, first and last. */
export interface NotFoundPathsTable {
  path: string;
  count: number;
  first_at: Timestamp;
  last_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  blog_posts: BlogPostsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  translations: TranslationsTable;
  rate_counters: RateCountersTable;
  login_claims: LoginClaimsTable;
  daily_salts: DailySaltsTable;
  server_secrets: ServerSecretsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  training_registrations: TrainingRegistrationsTable;
  mail_outbox: MailOutboxTable;
  content_items: ContentItemsTable;
  post_view_days: PostViewDaysTable;
  audit_log: AuditLogTable;
  account_tokens: AccountTokensTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  site_settings: SiteSettingsTable;
  backups: BackupsTable;
  backup_schedule: BackupScheduleTable;
  redirects: RedirectsTable;
  uploads: UploadsTable;
  not_found_paths: NotFoundPathsTable;
}

export type Dialect = 'sqlite' | 'postgres';
