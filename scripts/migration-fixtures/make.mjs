// Makes the upgrade fixtures of apps/server/test/migration-upgrade-api.test.ts (decision 064): for
// every migration level but the latest, an empty SQLite database migrated up to that level by the
// migrations themselves, a few realistic rows in EVERY table it has, written in the backup format
// (manifest.json + tables/*.jsonl, no uploads) to apps/server/test/fixtures/migrations/<level>/.
//
//   node scripts/migration-fixtures/make.mjs            writes the levels that have no fixture yet
//   node scripts/migration-fixtures/make.mjs --force    writes every level again
//
// A fixture is a database as an older release left it, so it is made once, when its level stops
// being the latest, and kept: run this after adding a migration. A table or a column with no
// value below stops the run: write its rows (as the app writes them) before making the fixture.
// Every value is fixed (no clock, no randomness), so writing a level again changes nothing unless
// the migrations did.
import { createCipheriv, createHash, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { register } from 'tsx/esm/api';
import { sql } from 'kysely';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = (file) => import(path.join(root, 'apps/server/src', file));
const { openDatabase } = await server('db/database.ts');
const { migrateUpTo, migrationNames } = await server('db/migrations/index.ts');
const { backedUpTables, writeSnapshot } = await server('db/snapshot.ts');
const { searchTextOf } = await server('db/content-repository.ts');
const { plainText, renderContent } = await server('lib/render-content.ts');
const { readingTime } = await import(path.join(root, 'packages/shared/src/reading-time.ts'));

const FIXTURES = path.join(root, 'apps/server/test/fixtures/migrations');
/** The password of every account in the fixtures (the upgrade test signs in with it). */
const FIXTURE_PASSWORD = 'Kenyatta Avenue 2025 fixture';
/** When the fixtures' manifests say they were written. */
const WRITTEN_AT = '2026-11-30T12:00:00.000Z';

// ---- Fixed stand-ins for the app's random values --------------------------------------------

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
/** A UUID made from a name: the same name, the same id. */
const uuid = (name) => {
  const h = sha256(`uuid:${name}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const base64 = (name, bytes = 32) =>
  Buffer.from(sha256(`bytes:${name}`).repeat(2), 'hex')
    .subarray(0, bytes)
    .toString('base64');
const base64url = (name, bytes = 32) =>
  Buffer.from(base64(name, bytes), 'base64').toString('base64url');
/** What the app stores of a password: scrypt, in its format, at the tests' low cost (decision 053). */
const passwordHash = (email) => {
  const cost = { N: 2 ** 10, r: 8, p: 1 };
  const salt = Buffer.from(sha256(`salt:${email}`), 'hex').subarray(0, 16);
  const key = scryptSync(FIXTURE_PASSWORD.normalize('NFKC'), salt, 64, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
};
/** A TOTP secret sealed as lib/secret-box.ts seals it (`v1.<iv>.<tag>.<data>`). */
const sealed = (name, plain) => {
  const key = Buffer.from(base64(`key:${name}`), 'base64');
  const iv = Buffer.from(sha256(`iv:${name}`), 'hex').subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
};
const T0 = Date.parse('2025-05-05T07:30:00.000Z');
/** A moment, in minutes after the fixtures' first one. */
const at = (minutes) => new Date(T0 + minutes * 60_000).toISOString();
const ms = (minutes) => T0 + minutes * 60_000;

// ---- The people and things the rows share ---------------------------------------------------

const ADMIN = { id: uuid('user:admin'), email: 'wanjiru.kamau@nairobi-engineering.co.ke' };
const EDITOR = { id: uuid('user:editor'), email: 'brian.otieno@nairobi-engineering.co.ke' };
const INVITED = { id: uuid('user:invited'), email: 'amina.hassan@nairobi-engineering.co.ke' };
const CONTACT_ID = uuid('contact:traffic-signals');
const REGISTRATION_ID = uuid('registration:its');

const POST_MARKDOWN = `## Why bus priority matters

The corridor carries **more than 200,000 riders a day**. With bus priority at each junction, a BRT bus
no longer waits through a full red phase.

- Detection 150 m before the stop line
- Green extension of up to 12 s
- Early recall of the bus phase

Read the county's <a href="https://nairobi.go.ke/brt" target="_blank">BRT programme</a> or our
[project page](/projects/its-1).`;

const POST_HTML = `<p>We replaced <strong>1,240 sodium lamps</strong> with networked LED luminaires on
Kisumu's main roads.</p><h3>What changed</h3><ul><li>Energy use down 60 %</li><li>Faults reported the
same evening</li></ul><p><img src="/uploads/3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6-1200.webp" alt="Crew fitting
an LED luminaire" width="1200" height="800"></p><blockquote>“The lakeside has never been this bright.”
</blockquote><p>See the <a href="https://www.kisumu.go.ke" target="_blank">county's notice</a>.</p>`;

/** A post as the portal saves it: the HTML and search text made from the source, as of `level`. */
function post(ctx, fields) {
  const fresh = renderContent(fields.content);
  // Before migration 005 the sanitizer did not yet add rel="noopener noreferrer" to new-window
  // links: the HTML such a post was saved with (005 renders every post again).
  const html = ctx.since('005-security')
    ? fresh
    : fresh.replaceAll(' rel="noopener noreferrer"', '');
  return {
    excerpt: null,
    category: null,
    featured_image: null,
    author: 'Nairobi Engineering',
    views: 0,
    publish_at: null,
    owner_id: null,
    preview_links_since: null,
    // Migration 020: the page's fallbacks (the title, the excerpt, the featured image) unless set.
    featured_image_alt: null,
    seo_title: null,
    seo_description: null,
    og_image: null,
    // Migration 021: every post before the editor is markdown.
    content_format: 'markdown',
    ...fields,
    content_html: html,
    search_text: plainText(html),
    reading_time: readingTime(html),
  };
}

/** A content item as the portal saves it: its fields as JSON, what `q` searches. */
function item(type, id, position, { status, category = null, listedUntil = null, ...data }, m) {
  return {
    type,
    id,
    status,
    category,
    position,
    listed_until: listedUntil,
    data: JSON.stringify({ ...(category ? { category } : {}), ...data }),
    search_text: searchTextOf({ ...(category ? { category } : {}), ...data }),
    created_at: at(m),
    updated_at: at(m + 30),
  };
}

/** The rows of each table, keyed by table name. Each row names every column the table has at the
 * latest level (null where the app writes null); columns the fixture's level lacks are left out.
 * `ctx.since(name)`: whether the fixture's level includes that migration. */
const ROWS = {
  users: (ctx) => [
    {
      ...ADMIN,
      password_hash: passwordHash(ADMIN.email),
      role: 'admin',
      activated_at: at(0),
      created_at: at(0),
      updated_at: at(0),
    },
    {
      ...EDITOR,
      password_hash: passwordHash(EDITOR.email),
      role: 'editor',
      activated_at: at(60),
      created_at: at(50),
      updated_at: at(60),
    },
    // Before migration 012 an account could not wait for its invitation.
    {
      ...INVITED,
      password_hash: passwordHash(INVITED.email),
      role: 'author',
      activated_at: ctx.since('012-team-accounts') ? null : at(70),
      created_at: at(70),
      updated_at: at(70),
    },
  ],
  sessions: () => [
    {
      id: sha256('session-token:admin:laptop'),
      user_id: ADMIN.id,
      created_at: at(1_000),
      expires_at: at(1_000 + 24 * 60),
      last_used_at: at(1_090),
      public_id: uuid('session:admin:laptop'),
      ip: '197.232.61.14',
      user_agent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    },
    {
      id: sha256('session-token:editor:phone'),
      user_id: EDITOR.id,
      created_at: at(1_200),
      expires_at: at(1_200 + 24 * 60),
      last_used_at: at(1_200),
      public_id: uuid('session:editor:phone'),
      ip: '2c0f:fe38:2405:1a00::17',
      user_agent:
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    },
  ],
  login_failures: () => [
    { id: uuid('failure:1'), email: ADMIN.email, ip: '41.90.64.3', created_at: at(900) },
    { id: uuid('failure:2'), email: 'admin@example.com', ip: '102.68.77.201', created_at: at(905) },
  ],
  blog_posts: (ctx) => [
    post(ctx, {
      id: uuid('post:brt'),
      title: 'Bus priority on the Nairobi BRT corridor',
      slug: 'bus-priority-on-the-nairobi-brt-corridor',
      content: POST_MARKDOWN,
      excerpt: 'How signal priority keeps BRT buses moving through busy junctions.',
      category: 'its',
      tags: JSON.stringify(['brt', 'signals', 'nairobi']),
      status: 'published',
      featured_image: '/uploads/8c1e4b7f2a9d4e3f8b6a5c4d3e2f1a0b-1200.webp',
      views: 1_284,
      created_at: at(2_000),
      updated_at: at(2_100),
      published_at: at(2_100),
      owner_id: ADMIN.id,
      preview_links_since: at(2_050),
      featured_image_alt: 'A BRT bus passing a green signal on Thika Road',
      seo_title: 'Signal priority for Nairobi BRT buses',
      seo_description: 'How signal priority keeps BRT buses moving through busy Nairobi junctions.',
    }),
    post(ctx, {
      id: uuid('post:kisumu'),
      title: 'Kisumu’s lakeside, lit by LED',
      slug: 'kisumu-lakeside-lit-by-led',
      content: POST_HTML,
      category: 'streetlighting',
      tags: JSON.stringify(['led', 'kisumu']),
      status: 'published',
      views: 342,
      author: 'Brian Otieno',
      created_at: at(3_000),
      updated_at: at(3_020),
      // Before migration 008 a published post could lack its publication time (008 sets it).
      published_at: ctx.since('008-blog-search') ? at(3_020) : null,
      owner_id: EDITOR.id,
    }),
    post(ctx, {
      id: uuid('post:solar'),
      title: 'Sizing a solar street light for Turkana',
      slug: 'sizing-a-solar-street-light-for-turkana',
      content: `Draft: autonomy of **3 nights**, panel 120 Wp, battery 40 Ah LiFePO₄.\n\n| Month | Sun hours |\n|---|---|\n| June | 6.1 |\n| July | 5.8 |`,
      excerpt: 'Notes on autonomy and battery sizing.',
      category: 'solar',
      tags: JSON.stringify(['solar']),
      status: ctx.since('015-editorial-workflow') ? 'in_review' : 'draft',
      author: 'Amina Hassan',
      created_at: at(4_000),
      updated_at: at(4_010),
      published_at: null,
      owner_id: INVITED.id,
    }),
    post(ctx, {
      id: uuid('post:cctv'),
      title: 'CCTV at the Mombasa port junctions',
      slug: 'cctv-at-the-mombasa-port-junctions',
      content: '<p>Twelve cameras, one control room. <em>Coming in June.</em></p>',
      tags: '[]',
      status: ctx.since('015-editorial-workflow') ? 'scheduled' : 'archived',
      created_at: at(5_000),
      updated_at: at(5_000),
      published_at: null,
      publish_at: ctx.since('015-editorial-workflow') ? at(60 * 24 * 40) : null,
      owner_id: ADMIN.id,
    }),
  ],
  blog_post_revisions: () =>
    [1, 2].map((n) => ({
      id: uuid(`revision:brt:${n}`),
      post_id: uuid('post:brt'),
      at: at(2_000 + n * 50),
      actor_id: ADMIN.id,
      actor_email: ADMIN.email,
      post: JSON.stringify({
        id: uuid('post:brt'),
        title: n === 1 ? 'Bus priority in Nairobi' : 'Bus priority on the Nairobi BRT corridor',
        slug: 'bus-priority-on-the-nairobi-brt-corridor',
        content: POST_MARKDOWN,
        status: n === 1 ? 'draft' : 'published',
        tags: ['brt', 'signals', 'nairobi'],
      }),
    })),
  translations: () =>
    [
      ['fr', 'Traffic Management Solutions', 'Solutions de gestion du trafic'],
      ['sw', 'Contact Us', 'Wasiliana Nasi'],
      ['ar', 'Smart Street Lighting', 'إنارة الشوارع الذكية'],
    ].map(([language, source, translated], i) => ({
      language,
      source_hash: sha256(source),
      source,
      translated,
      created_at: at(6_000 + i),
    })),
  rate_counters: () => [
    {
      key: 'translate:requests:ip:197.232.61.14',
      window_start: ms(6_000),
      expires_at: ms(6_001),
      count: 7,
    },
    {
      key: 'translate:chars:day',
      window_start: ms(5_760),
      expires_at: ms(7_200),
      count: 48_213,
    },
    {
      key: 'lead:ip:2c0f:fe38:2405:1a00::/64',
      window_start: ms(6_000),
      expires_at: ms(6_060),
      count: 2,
    },
  ],
  login_claims: () => [
    { account: EDITOR.email, claim_id: uuid('claim:editor'), expires_at: ms(1_201) },
  ],
  daily_salts: () => [
    { day: '2025-05-08', salt: base64('salt:2025-05-08') },
    { day: '2025-05-09', salt: base64('salt:2025-05-09') },
  ],
  server_secrets: () =>
    ['cookie-signing-key', 'two-factor-key', 'post-preview-key'].map((name) => ({
      name,
      value: base64url(`secret:${name}`),
    })),
  contact_messages: () => [
    {
      id: CONTACT_ID,
      first_name: 'Grace',
      last_name: 'Wambũi',
      email: 'grace.wambui@kura.go.ke',
      message:
        'We are planning 14 signalised junctions on the Outer Ring Road.\nCould you quote for controllers and "green wave" coordination?',
      subject: 'Traffic signals',
      phone: '+254 712 345 678',
      company: 'Kenya Urban Roads Authority',
      read: 1,
      created_at: at(7_000),
    },
    {
      id: uuid('contact:solar'),
      first_name: 'Joseph',
      last_name: 'Mwangi',
      email: 'j.mwangi@example.org',
      message: 'Do you install solar lights for schools? Ours has 300 m of unlit path.',
      subject: null,
      phone: null,
      company: null,
      read: 0,
      created_at: at(7_100),
    },
  ],
  newsletter_subscribers: (ctx) => [
    {
      id: uuid('subscriber:confirmed'),
      email: 'fatuma.ali@example.com',
      unsubscribe_token: base64url('unsubscribe:fatuma', 24),
      status: 'confirmed',
      confirm_token_hash: null,
      confirmed_at: ctx.since('006-lead-hardening') ? at(7_210) : null,
      created_at: at(7_200),
    },
    {
      id: uuid('subscriber:pending'),
      email: 'peter.kiprono@example.co.ke',
      unsubscribe_token: base64url('unsubscribe:peter', 24),
      status: ctx.since('006-lead-hardening') ? 'pending' : 'confirmed',
      confirm_token_hash: ctx.since('006-lead-hardening') ? sha256('confirm:peter') : null,
      confirmed_at: null,
      created_at: at(7_300),
    },
  ],
  training_registrations: (ctx) => [
    {
      id: REGISTRATION_ID,
      course: 'Intelligent Transport Systems Fundamentals',
      first_name: 'Kevin',
      last_name: 'Njoroge',
      email: 'kevin.njoroge@kenha.co.ke',
      phone: '0722 000 111',
      organisation: 'KeNHA',
      participants: 3,
      created_at: at(8_000),
      course_id: 'its-fundamentals',
      session_id: '2025-03-10',
      session_start_date: '2025-03-10',
      session_location: 'Nairobi',
    },
    {
      id: uuid('registration:fixture-course'),
      course: 'Road Safety Audits',
      first_name: 'Mercy',
      last_name: 'Chebet',
      email: 'mercy.chebet@example.com',
      phone: null,
      organisation: null,
      participants: 1,
      created_at: at(8_100),
      // Before migration 014 a registration named its course by the title only; 014 finds the
      // course (this one exists only from migration 009 on, as a fixture row).
      course_id: ctx.since('009-content-types') ? 'road-safety-audits' : null,
      session_id: null,
      session_start_date: null,
      session_location: null,
    },
    {
      id: uuid('registration:old-course'),
      course: 'Traffic Engineering Basics (2023)',
      first_name: 'Samuel',
      last_name: 'Kariuki',
      email: 'skariuki@example.net',
      phone: '+254 733 222 333',
      organisation: 'Kiambu County',
      participants: 2,
      created_at: at(8_200),
      course_id: null,
      session_id: null,
      session_start_date: null,
      session_location: null,
    },
  ],
  mail_outbox: () => [
    {
      id: uuid('mail:contact'),
      to_address: 'info@nairobi-engineering.co.ke',
      reply_to: 'grace.wambui@kura.go.ke',
      subject: 'Contact form: Traffic signals',
      body: 'Grace Wambũi (Kenya Urban Roads Authority) wrote:\n\nWe are planning 14 signalised junctions…',
      attempts: 0,
      last_error: null,
      claimed_until: 0,
      lead_id: CONTACT_ID,
      created_at: at(7_000),
    },
    {
      id: uuid('mail:registration'),
      to_address: 'training@nairobi-engineering.co.ke',
      reply_to: 'kevin.njoroge@kenha.co.ke',
      subject: 'Training registration: Intelligent Transport Systems Fundamentals',
      body: 'Kevin Njoroge (KeNHA) registered 3 participants.',
      attempts: 2,
      last_error: 'connect ECONNREFUSED 10.0.0.25:587',
      claimed_until: ms(8_010),
      lead_id: REGISTRATION_ID,
      created_at: at(8_000),
    },
  ],
  content_items: () => [
    item(
      'jobs',
      uuid('job:field-technician'),
      3,
      {
        status: 'published',
        listedUntil: '2025-06-30',
        title: 'Field Technician, Traffic Signals',
        location: 'Mombasa, Kenya',
        department: 'Operations',
        employmentType: 'Contract',
        description: 'Install and maintain traffic controllers along the Mombasa–Nairobi highway.',
        details: 'A diploma in electrical engineering and a driving licence are required.',
        responsibilities: ['Install controllers', 'Answer fault calls within 4 hours'],
        closesAt: '2025-06-30',
      },
      9_000,
    ),
    item(
      'courses',
      'road-safety-audits',
      4,
      {
        status: 'published',
        title: 'Road Safety Audits',
        description: 'Auditing junction designs for pedestrians, cyclists and boda bodas.',
        duration: '2 days',
        participants: '10-15 participants',
        level: 'Intermediate',
        image: {
          src: '/uploads/0d1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a-800.webp',
          width: 800,
          height: 500,
          alt: 'Auditors measuring a zebra crossing',
        },
        topics: ['Audit stages', 'Vulnerable road users'],
        certification: 'Certificate in Road Safety Auditing',
        sessions: [
          {
            id: '2025-09-15',
            startDate: '2025-09-15',
            endDate: '2025-09-16',
            location: 'Eldoret',
            seats: 15,
            priceKsh: 28000,
          },
        ],
      },
      9_100,
    ),
    item(
      'projects',
      'security-4',
      9,
      {
        status: 'draft',
        category: 'security',
        title: 'Eldoret Town CCTV',
        description: 'Forty cameras and a control room for Eldoret’s central business district.',
        overview: 'A draft write-up of the Eldoret project.',
        achievements: ['40 cameras online'],
        location: 'Eldoret, Kenya',
        client: 'County Government of Uasin Gishu',
        images: [],
        features: ['ANPR'],
        scopeOfWork: ['Design', 'Installation'],
        impact: [{ value: '-30%', label: 'Reported theft' }],
      },
      9_200,
    ),
    item(
      'media',
      uuid('media:video'),
      16,
      {
        status: 'published',
        kind: 'video',
        title: 'Commissioning the Thika Road signals',
        category: 'projects',
        image: {
          src: '/uploads/1a2b3c4d5e6f708192a3b4c5d6e7f809-800.webp',
          width: 800,
          height: 450,
          alt: 'Engineers at a signal cabinet at night',
        },
        videoUrl: '/uploads/1a2b3c4d5e6f708192a3b4c5d6e7f809.mp4',
        description: 'Night works on Thika Road, in 90 seconds.',
        date: '2025-04',
        location: 'Nairobi, Kenya',
      },
      9_300,
    ),
    item(
      'documents',
      'company-profile-2025',
      12,
      {
        status: 'published',
        category: 'brochures',
        title: 'Company Profile 2025',
        fileType: 'PDF',
        url: '/uploads/9f8e7d6c5b4a39281706f5e4d3c2b1a0.pdf',
        size: '4.2 MB',
        description: 'Who we are, what we build, and where.',
      },
      9_400,
    ),
  ],
  post_view_days: () => [
    { day: '2025-05-07', views: 213 },
    { day: '2025-05-08', views: 187 },
  ],
  audit_log: () => [
    {
      id: uuid('audit:sign-in'),
      at: at(1_000),
      actor_id: ADMIN.id,
      actor_email: ADMIN.email,
      action: 'auth.sign-in',
      target: `user:${ADMIN.email}`,
      ip: '197.232.61.14',
      details: null,
    },
    {
      id: uuid('audit:publish'),
      at: at(2_100),
      actor_id: ADMIN.id,
      actor_email: ADMIN.email,
      action: 'post.publish',
      target: `post:${uuid('post:brt')}`,
      ip: '197.232.61.14',
      details: JSON.stringify({ title: 'Bus priority on the Nairobi BRT corridor' }),
    },
    {
      id: uuid('audit:failed'),
      at: at(905),
      actor_id: null,
      actor_email: null,
      action: 'auth.sign-in-failed',
      target: 'user:admin@example.com',
      ip: '102.68.77.201',
      details: JSON.stringify({ reason: 'password' }),
    },
  ],
  account_tokens: () => [
    {
      id: sha256('invite-token:amina'),
      user_id: INVITED.id,
      kind: 'invite',
      created_at: at(70),
      expires_at: at(70 + 72 * 60),
    },
    {
      id: sha256('reset-token:brian'),
      user_id: EDITOR.id,
      kind: 'reset',
      created_at: at(1_500),
      expires_at: at(1_560),
    },
  ],
  two_factor: () => [
    {
      user_id: ADMIN.id,
      secret: sealed('admin', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      enabled_at: at(1_010),
      last_time_step: 58_345_678,
      created_at: at(1_005),
    },
    {
      user_id: EDITOR.id,
      secret: sealed('editor', 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF'),
      enabled_at: null,
      last_time_step: null,
      created_at: at(1_250),
    },
  ],
  two_factor_recovery_codes: () =>
    ['4f7k-2m9q', '8x3p-6t1w'].map((code, i) => ({
      id: uuid(`recovery:${code}`),
      user_id: ADMIN.id,
      code_hash: sha256(code),
      used_at: i === 0 ? at(1_400) : null,
    })),
  site_settings: () => [
    { name: 'two-factor-required', value: 'false', updated_at: at(1_020), updated_by: ADMIN.id },
  ],
  backups: () => [
    {
      id: uuid('backup:scheduled'),
      trigger: 'scheduled',
      status: 'succeeded',
      started_at: at(2_000),
      finished_at: at(2_001),
      dir: '2026-11-30T09-20-00Z',
      bytes: 482_113,
      tables: 23,
      rows: 61,
      files: 3,
      copied_objects: 0,
      error: null,
    },
    {
      id: uuid('backup:manual'),
      trigger: 'manual',
      status: 'failed',
      started_at: at(2_100),
      finished_at: at(2_100),
      dir: null,
      bytes: null,
      tables: null,
      rows: null,
      files: null,
      copied_objects: null,
      error: 'ENOSPC: no space left on device',
    },
  ],
  // The migration writes the claim row; the fixture holds it as a running server leaves it.
  backup_schedule: () => [
    {
      name: 'backups',
      claim_id: null,
      claimed_until: 0,
      last_success_at: Date.parse(at(2_000)),
    },
  ],
  redirects: () => [
    {
      id: uuid('redirect:slug'),
      from_path: '/blog/smart-junctions-nairobi',
      to_target: '/blog/adaptive-signals-on-thika-road',
      status: 301,
      source: 'slug',
      created_by: EDITOR.email,
      created_at: at(2_200),
    },
    {
      id: uuid('redirect:manual'),
      from_path: '/brochure-2019.pdf',
      to_target: 'https://files.example.org/brochure.pdf',
      status: 302,
      source: 'manual',
      created_by: ADMIN.email,
      created_at: at(2_300),
    },
  ],
  // The media library (migration 019): a post's picture imported from before it (no uploader), and
  // a PDF an administrator uploaded.
  uploads: () => [
    {
      name: '3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6-1200.webp',
      kind: 'image',
      url: '/uploads/3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6-1200.webp',
      variants: JSON.stringify(
        [480, 960, 1200].map((width) => ({
          width,
          url: `/uploads/3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6-${width}.webp`,
        })),
      ),
      bytes: 241_337,
      width: 1200,
      height: 800,
      alt: 'Crew fitting an LED luminaire',
      uploaded_by: null,
      uploaded_by_email: null,
      created_at: at(100),
    },
    {
      name: '5d2c9e8f7a6b4c3d2e1f0a9b8c7d6e5f.pdf',
      kind: 'document',
      url: '/uploads/5d2c9e8f7a6b4c3d2e1f0a9b8c7d6e5f.pdf',
      variants: '[]',
      bytes: 1_204_551,
      width: null,
      height: null,
      alt: '',
      uploaded_by: ADMIN.id,
      uploaded_by_email: ADMIN.email,
      created_at: at(2_400),
    },
  ],
  not_found_paths: () => [
    { path: '/products/old-controller', count: 14, first_at: at(1_000), last_at: at(9_000) },
    { path: '/blog/smart-junctions', count: 3, first_at: at(4_000), last_at: at(4_500) },
  ],
};

// ---- Making the fixtures ----------------------------------------------------------------------

/** Every table of the level with its rows; refuses a table or column that has no value here. */
async function fill(handle, level) {
  await handle.db.transaction().execute(async (trx) => {
    // Foreign keys are checked at the commit, once every table has its rows.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await fillIn(trx, level);
  });
}

async function fillIn(db, level) {
  const ctx = { since: (name) => level >= name };
  const columns = new Map(
    (await db.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]),
  );
  if (ctx.since('009-content-types')) {
    // Migration 009's seeded content, as an operator leaves it: the first item of each type kept (one
    // of them edited) and the rest deleted (a restore must not bring them back; the fixture stays small),
    // the seed's time (when the migration ran) fixed so the fixture does not change between runs.
    await db
      .updateTable('content_items')
      .set({ created_at: at(0), updated_at: at(0) })
      .execute();
    await db.deleteFrom('content_items').where('position', '>', 0).execute();
    const job = await db
      .selectFrom('content_items')
      .select('data')
      .where('type', '=', 'jobs')
      .where('id', '=', '1')
      .executeTakeFirstOrThrow();
    const data = { ...JSON.parse(job.data), location: 'Nairobi or Kisumu, Kenya' };
    await db
      .updateTable('content_items')
      .set({ data: JSON.stringify(data), search_text: searchTextOf(data), updated_at: at(9_500) })
      .where('type', '=', 'jobs')
      .where('id', '=', '1')
      .execute();
  }
  if (ctx.since('017-backups')) await db.deleteFrom('backup_schedule').execute();
  for (const table of await backedUpTables(db, 'sqlite')) {
    const make = ROWS[table];
    if (!make)
      throw new Error(
        `No rows for the table ${table} (it exists at ${level}): add a row factory for it to ROWS in scripts/migration-fixtures/make.mjs.`,
      );
    const rows = make(ctx).map((row) => {
      const missing = columns.get(table).filter((column) => !(column in row));
      if (missing.length > 0)
        throw new Error(
          `The rows of ${table} give no value for ${missing.join(', ')} (at ${level}): add them to ROWS.${table} in scripts/migration-fixtures/make.mjs.`,
        );
      return Object.fromEntries(columns.get(table).map((column) => [column, row[column]]));
    });
    if (rows.length === 0) throw new Error(`ROWS.${table} makes no rows.`);
    await db.insertInto(table).values(rows).execute();
  }
}

async function makeLevel(level) {
  const out = path.join(FIXTURES, level);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-fixture-'));
  const handle = openDatabase({ dataDir: work });
  try {
    await migrateUpTo(handle.db, 'sqlite', level);
    await fill(handle, level);
    fs.rmSync(out, { recursive: true, force: true });
    const manifest = await writeSnapshot(handle, out, null);
    // Files to commit: readable, formatted as the repository formats JSON, and fixed in time.
    const file = path.join(out, 'manifest.json');
    const text = JSON.stringify({ ...manifest, createdAt: WRITTEN_AT });
    const style = await resolveConfig(file);
    fs.writeFileSync(file, await format(text, { ...style, filepath: file }));
    for (const dir of [out, path.join(out, 'tables')]) fs.chmodSync(dir, 0o755);
    for (const name of fs.readdirSync(path.join(out, 'tables')))
      fs.chmodSync(path.join(out, 'tables', name), 0o644);
    fs.chmodSync(file, 0o644);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`${level}: ${manifest.tables.length} tables, ${rows} rows`);
  } finally {
    await handle.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { force: { type: 'boolean' } } });
const levels = migrationNames('sqlite').slice(0, -1);
fs.mkdirSync(FIXTURES, { recursive: true });
for (const level of levels) {
  if (!values.force && fs.existsSync(path.join(FIXTURES, level, 'manifest.json'))) continue;
  await makeLevel(level);
}
const stale = fs.readdirSync(FIXTURES).filter((name) => !levels.includes(name));
if (stale.length > 0)
  console.warn(`Not a level before the latest migration, left as is: ${stale.join(', ')}`);
console.log(`Fixtures for ${levels.length} levels in ${path.relative(root, FIXTURES)}.`);
