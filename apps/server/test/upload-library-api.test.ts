import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryUpload } from '@site/shared';
import { ROLE_FORBIDDEN } from '@site/shared';
import { startLocalS3 } from '../../../test-support/local-s3.mjs';
import type { NewUpload } from '../src/db/uploads-repository.ts';
import { s3Storage } from '../src/storage/s3-storage.ts';
import { localStorage } from '../src/storage/local-storage.ts';
import { projectPayload } from './helpers/content-payloads.ts';
import { signedInMember } from './helpers/team.ts';
import {
  ADMIN,
  bearer,
  callAs,
  createTestApp,
  login,
  multipart,
  signedInTestApp,
  testDialect,
  type TestApp,
} from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';

/** A PDF of `bytes` bytes: the header the server checks, then filler. */
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);
/** The first bytes of an MP4 (an ISO `ftyp` box), then filler. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(4096, 7),
]);

function sendFile(app: FastifyInstance, token: string, route: 'document' | 'video', data: Buffer) {
  const form = multipart({}, [
    {
      name: 'file',
      filename: route === 'document' ? 'brochure.pdf' : 'clip.mp4',
      type: route === 'document' ? 'application/pdf' : 'video/mp4',
      data,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/upload/${route}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const storedFiles = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'uploads'))
    ? fs.readdirSync(path.join(dataDir, 'uploads')).sort()
    : [];

async function library(app: FastifyInstance, token: string, query = '') {
  const response = await callAs(app, token, 'GET', `/api/admin/uploads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: LibraryUpload[];
    total: number;
    nextCursor: string | null;
  };
}

const accountId = async (app: FastifyInstance, token: string) =>
  (await callAs(app, token, 'GET', '/api/auth/me')).json().data.user.id as string;

describe(`the media library: what each upload route records (${testDialect})`, () => {
  const t = signedInTestApp();

  it('records an image with its widths, a PDF and a video: size, dimensions, who, when; newest first', async () => {
    const before = new Date().toISOString();
    const image = await uploadImage(t.app, t.token, {
      width: 1200,
      height: 800,
      background: '#2a7f3f',
    });
    const document = (await sendFile(t.app, t.token, 'document', pdf(5000))).json().data;
    const video = (await sendFile(t.app, t.token, 'video', mp4)).json().data;
    const adminId = await accountId(t.app, t.token);

    const { data, total, nextCursor } = await library(t.app, t.token);
    expect({ total, nextCursor }).toEqual({ total: 3, nextCursor: null });
    expect(data.map((upload) => upload.url)).toEqual([video.url, document.url, image.url]);
    const sizeOf = (url: string) => fs.statSync(path.join(t.dataDir, 'uploads', fileOf(url))).size;
    const uploader = { id: adminId, name: ADMIN.email };
    expect(data[2]).toEqual({
      name: fileOf(image.url),
      url: image.url,
      kind: 'image',
      size: image.variants.reduce((sum, variant) => sum + sizeOf(variant.url), 0),
      width: 1200,
      height: 800,
      variants: image.variants,
      alt: '',
      uploadedBy: uploader,
      createdAt: expect.any(String),
      usedBy: [],
    });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    expect(data[1]).toMatchObject({
      name: fileOf(document.url),
      kind: 'document',
      size: 5000,
      width: null,
      height: null,
      variants: [],
      uploadedBy: uploader,
    });
    expect(data[0]).toMatchObject({ name: fileOf(video.url), kind: 'video', size: mp4.length });
    for (const upload of data) expect(upload.createdAt >= before).toBe(true);
  });
});

describe(`the media library's pages, search and kinds (${testDialect}) @sql`, () => {
  const t = signedInTestApp();
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString();
  const hex = (digit: string) => digit.repeat(32);
  const entry = (name: string, kind: NewUpload['kind'], minute: number): NewUpload => ({
    name,
    kind,
    url: `/uploads/${name}`,
    variants: kind === 'image' ? [{ width: 960, url: `/uploads/${name}` }] : [],
    bytes: 1000,
    width: kind === 'image' ? 960 : null,
    height: kind === 'image' ? 640 : null,
    uploadedBy: null,
    createdAt: at(minute),
  });
  // Newest first: e (minute 5), then d and c (both minute 4: by name, descending), b, a.
  const order = [
    `${hex('e')}.mp4`,
    `${hex('d')}-960.webp`,
    `${hex('c')}.pdf`,
    `${hex('b')}-960.webp`,
    `${hex('a')}.pdf`,
  ];

  beforeAll(async () => {
    await t.app.repos.uploads.importFound([
      entry(order[4]!, 'document', 1),
      entry(order[3]!, 'image', 2),
      entry(order[2]!, 'document', 4),
      entry(order[1]!, 'image', 4),
      entry(order[0]!, 'video', 5),
    ]);
    await t.app.repos.uploads.setAlt(order[3]!, 'Crew fitting an LED luminaire, 100% done');
  });

  it('pages newest first with nextCursor and a Link header: nothing repeated, nothing skipped', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await callAs(
        t.app,
        t.token,
        'GET',
        `/api/admin/uploads?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = response.json() as { data: LibraryUpload[]; total: number; nextCursor: string };
      expect(body.total).toBe(5);
      names.push(...body.data.map((upload) => upload.name));
      cursor = body.nextCursor;
      expect(response.headers.link).toBe(
        cursor ? `</api/admin/uploads?limit=2&cursor=${cursor}>; rel="next"` : undefined,
      );
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(names).toEqual(order);
  });

  it('finds words of the alt text and of the name, in any case, % and _ as themselves; filters by kind', async () => {
    const names = async (query: string) =>
      (await library(t.app, t.token, query)).data.map((u) => u.name);
    expect(await names('?q=LUMINAIRE')).toEqual([order[3]]);
    expect(await names('?q=100%25')).toEqual([order[3]]);
    expect(await names('?q=_')).toEqual([]);
    expect(await names(`?q=${hex('c').slice(0, 8)}`)).toEqual([order[2]]);
    expect(await names('?q=.PDF')).toEqual([order[2], order[4]]);
    expect(await names('?kind=document')).toEqual([order[2], order[4]]);
    expect(await names('?kind=image&q=luminaire')).toEqual([order[3]]);
    const videos = await library(t.app, t.token, '?kind=video&q=');
    expect({ total: videos.total, names: videos.data.map((u) => u.name) }).toEqual({
      total: 1,
      names: [order[0]],
    });
  });

  it('answers 400 naming the parameter for a bad kind, cursor or limit', async () => {
    const cases: [string, string, string][] = [
      ['kind=photo', 'kind', 'kind must be image, document or video'],
      ['cursor=not-a-cursor', 'cursor', 'cursor is not valid'],
      ['limit=61', 'limit', 'limit must be at most 60'],
      ['q=a%00b', 'q', 'q must not contain control characters'],
    ];
    for (const [query, field, message] of cases) {
      const response = await callAs(t.app, t.token, 'GET', `/api/admin/uploads?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error, query).toContain(message);
      expect(Object.keys(response.json().details.fields), query).toEqual([field]);
    }
  });
});

describe(`what uses an upload, its alt text and deleting it (${testDialect})`, () => {
  const t = signedInTestApp();

  it('names the posts and the items that use an upload, refuses to delete it (409) until none does, then removes every file', async () => {
    const image = await uploadImage(t.app, t.token, {
      width: 1000,
      height: 500,
      background: '#333',
    });
    const name = fileOf(image.url);
    const smallest = image.variants[0]!.url;
    const inText = (
      await callAs(t.app, t.token, 'POST', '/api/blogs', {
        title: 'Lights on the lakeside',
        content: `A crew at work.\n\n![Crew at work](${smallest})`,
      })
    ).json().data;
    const featured = (
      await callAs(t.app, t.token, 'POST', '/api/blogs', {
        title: 'Kisumu at night',
        content: 'The new lamps.',
        featured_image: image.url,
      })
    ).json().data;
    await callAs(t.app, t.token, 'POST', '/api/blogs', { title: 'Unrelated', content: 'Words.' });
    const project = (
      await callAs(t.app, t.token, 'POST', '/api/admin/projects', {
        ...projectPayload('Lakeside lighting', 'published'),
        images: [{ src: image.variants[1]!.url, width: 960, height: 480, alt: 'Lamps' }],
      })
    ).json().data;

    const [listed] = (await library(t.app, t.token)).data;
    expect(listed!.usedBy).toEqual([
      { type: 'post', id: featured.id, title: 'Kisumu at night' },
      { type: 'post', id: inText.id, title: 'Lights on the lakeside' },
      { type: 'projects', id: project.id, title: 'Lakeside lighting' },
    ]);

    const refused = await callAs(t.app, t.token, 'DELETE', `/api/admin/uploads/${name}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error:
        'This upload is used by the post “Kisumu at night”, the post “Lights on the lakeside” and the project “Lakeside lighting”. Remove it from them first, then delete it.',
    });
    expect(storedFiles(t.dataDir)).toHaveLength(3);

    await callAs(t.app, t.token, 'DELETE', `/api/blogs/${inText.id}`);
    await callAs(t.app, t.token, 'DELETE', `/api/admin/projects/${project.id}`);
    const stillUsed = await callAs(t.app, t.token, 'DELETE', `/api/admin/uploads/${name}`);
    expect(stillUsed.json().error).toBe(
      'This upload is used by the post “Kisumu at night”. Remove it from there first, then delete it.',
    );
    await callAs(t.app, t.token, 'PUT', `/api/blogs/${featured.id}`, {
      title: 'Kisumu at night',
      content: 'The new lamps.',
      featured_image: '',
    });

    const deleted = await callAs(t.app, t.token, 'DELETE', `/api/admin/uploads/${name}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { name } });
    expect(storedFiles(t.dataDir)).toEqual([]);
    for (const variant of image.variants)
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
    expect((await library(t.app, t.token)).total).toBe(0);

    const again = await callAs(t.app, t.token, 'DELETE', `/api/admin/uploads/${name}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: 'Upload not found' });

    const audit = (await callAs(t.app, t.token, 'GET', '/api/admin/audit?action=upload.delete'))
      .json()
      .data.map((entry: { target: string }) => entry.target);
    expect(audit).toEqual([image.url]);
  });

  it('changes the default alt text, trimmed; refuses a bad one with 400 naming the field; 404 for an unknown name', async () => {
    const document = (await sendFile(t.app, t.token, 'document', pdf(2000))).json().data;
    const name = fileOf(document.url);
    const changed = await callAs(t.app, t.token, 'PATCH', `/api/admin/uploads/${name}`, {
      alt: '  Price list 2026  ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name, alt: 'Price list 2026', usedBy: [] });
    expect((await library(t.app, t.token)).data[0]!.alt).toBe('Price list 2026');

    const cases: [unknown, string][] = [
      [{ alt: 'x'.repeat(1001) }, 'alt must be at most 1000 characters'],
      [{ alt: 'a\u0000b' }, 'alt must not contain control characters'],
      [{ alt: 7 }, 'alt must be text'],
    ];
    for (const [payload, message] of cases) {
      const response = await callAs(
        t.app,
        t.token,
        'PATCH',
        `/api/admin/uploads/${name}`,
        payload as object,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect(Object.keys(response.json().details.fields)).toEqual(['alt']);
    }
    expect((await library(t.app, t.token)).data[0]!.alt).toBe('Price list 2026');

    const missing = await callAs(
      t.app,
      t.token,
      'PATCH',
      `/api/admin/uploads/${'0'.repeat(32)}.pdf`,
      {
        alt: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Upload not found');
  });
});

describe(`who may change and delete an upload (${testDialect})`, () => {
  const t = signedInTestApp();

  it('lets an author list every upload and change or delete only their own; an editor any', async () => {
    const author = await signedInMember(t.app, 'author@example.org', 'author');
    const editor = await signedInMember(t.app, 'editor@example.org', 'editor');
    const byAdmin = fileOf((await sendFile(t.app, t.token, 'document', pdf(1000))).json().data.url);
    const byAuthor = fileOf(
      (await uploadImage(t.app, author.token, { width: 600, height: 400, background: '#a00' })).url,
    );

    const listed = await library(t.app, author.token);
    expect(listed.data.map((upload) => [upload.name, upload.uploadedBy?.name])).toEqual([
      [byAuthor, 'author@example.org'],
      [byAdmin, ADMIN.email],
    ]);

    for (const [method, payload] of [
      ['PATCH', { alt: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await callAs(
        t.app,
        author.token,
        method,
        `/api/admin/uploads/${byAdmin}`,
        payload,
      );
      expect(refused.statusCode, method).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: ROLE_FORBIDDEN });
    }
    const own = await callAs(t.app, author.token, 'PATCH', `/api/admin/uploads/${byAuthor}`, {
      alt: 'A red square',
    });
    expect(own.statusCode).toBe(200);

    expect(
      (
        await callAs(t.app, editor.token, 'PATCH', `/api/admin/uploads/${byAdmin}`, {
          alt: 'Prices',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await callAs(t.app, editor.token, 'DELETE', `/api/admin/uploads/${byAdmin}`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(t.app, author.token, 'DELETE', `/api/admin/uploads/${byAuthor}`)).statusCode,
    ).toBe(200);
    expect((await library(t.app, t.token)).total).toBe(0);
    expect((await callAs(t.app, null, 'GET', '/api/admin/uploads')).statusCode).toBe(401);
  });
});

describe(`the upload quota, UPLOAD_QUOTA_MB (${testDialect}) @sql`, () => {
  // 10 KB (10,486 bytes) per account.
  const t = signedInTestApp({ uploadQuotaMb: 0.01 });

  it('refuses an upload that would take the account over its quota with 413, says why and what to do, and stores nothing', async () => {
    expect((await sendFile(t.app, t.token, 'document', pdf(6000))).statusCode).toBe(200);
    const refused = await sendFile(t.app, t.token, 'document', pdf(6000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      error:
        'This upload (6 KB) would take your uploads over your quota: you use 6 KB of 10 KB. Delete uploads nothing uses in the Library (Content → Library), then upload it again.',
    });
    const image = multipart({}, [
      {
        name: 'image',
        filename: 'noise.png',
        type: 'image/png',
        data: await sharp(
          Buffer.alloc(400 * 300 * 3).map(() => Math.floor(Math.random() * 256)),
          {
            raw: { width: 400, height: 300, channels: 3 },
          },
        )
          .png()
          .toBuffer(),
      },
    ]);
    const refusedImage = await t.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: { ...bearer(t.token), ...image.headers },
      payload: image.payload,
    });
    expect(refusedImage.statusCode).toBe(413);
    expect(refusedImage.json().error).toMatch(
      /^This upload \(\d+ KB\) would take your uploads over your quota: you use 6 KB of 10 KB\./,
    );
    expect(storedFiles(t.dataDir)).toHaveLength(1);
    expect((await library(t.app, t.token)).total).toBe(1);

    // Another account has a quota of its own.
    const editor = await signedInMember(t.app, 'editor@example.org', 'editor');
    expect((await sendFile(t.app, editor.token, 'document', pdf(6000))).statusCode).toBe(200);
  });

  it('admits one of two uploads at once that would together go over the quota', async () => {
    const author = await signedInMember(t.app, 'writer@example.org', 'editor');
    const answers = await Promise.all([
      sendFile(t.app, author.token, 'document', pdf(6000)),
      sendFile(t.app, author.token, 'document', pdf(6000)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    const mine = (await library(t.app, author.token)).data.filter(
      (upload) => upload.uploadedBy?.name === 'writer@example.org',
    );
    expect(mine).toHaveLength(1);
  });

  it('counts again what a deleted upload took', async () => {
    const [first] = (await library(t.app, t.token, '?q=')).data.filter(
      (upload) => upload.uploadedBy?.name === ADMIN.email,
    );
    expect(
      (await callAs(t.app, t.token, 'DELETE', `/api/admin/uploads/${first!.name}`)).statusCode,
    ).toBe(200);
    expect((await sendFile(t.app, t.token, 'document', pdf(6000))).statusCode).toBe(200);
  });
});

/** An image's widths as the server stores them, under one name. */
async function imageFiles(stem: string, width: number, height: number) {
  const files: { name: string; body: Buffer }[] = [];
  for (const w of [480, 960, width].filter((w) => w <= width)) {
    const body = await sharp({ create: { width, height, channels: 3, background: '#456' } })
      .resize({ width: w })
      .webp()
      .toBuffer();
    files.push({ name: `${stem}-${w}.webp`, body });
  }
  return files;
}

describe(`the uploads made before the library (${testDialect}) @sql`, () => {
  const imageStem = 'a1'.repeat(16);
  const documentName = `${'b2'.repeat(16)}.pdf`;
  let dataDir: string;
  let t: TestApp;
  let token: string;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const stored = new Date('2025-03-04T05:06:07.000Z');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-library-'));
    fs.mkdirSync(uploadsDir());
    for (const { name, body } of await imageFiles(imageStem, 1100, 733)) {
      fs.writeFileSync(path.join(uploadsDir(), name), body);
      fs.utimesSync(path.join(uploadsDir(), name), stored, stored);
    }
    fs.writeFileSync(path.join(uploadsDir(), documentName), pdf(3000));
    // Not uploads: a stray note, a half-copied video, a link.
    fs.writeFileSync(path.join(uploadsDir(), 'notes.txt'), 'hello');
    fs.writeFileSync(path.join(uploadsDir(), `${'c3'.repeat(16)}.mp4.part`), 'partial');
    fs.symlinkSync('/etc/hostname', path.join(uploadsDir(), `${'d4'.repeat(16)}.pdf`));
    t = await createTestApp({ dataDir });
    token = await login(t.app);
  });
  afterAll(async () => t.close());

  it("lists only the folder's uploads: regular files with upload names", async () => {
    const listed: string[] = [];
    for await (const object of localStorage(uploadsDir()).list()) listed.push(object.name);
    expect(listed.sort()).toEqual([
      `${imageStem}-1100.webp`,
      `${imageStem}-480.webp`,
      `${imageStem}-960.webp`,
      documentName,
    ]);
  });

  it('imports them once at the start, by nobody, with their widths, size and time', async () => {
    const { data } = await library(t.app, token);
    const sizeOf = (name: string) => fs.statSync(path.join(uploadsDir(), name)).size;
    const image = data.find((upload) => upload.kind === 'image');
    expect(image).toEqual({
      name: `${imageStem}-1100.webp`,
      url: `/uploads/${imageStem}-1100.webp`,
      kind: 'image',
      size: [480, 960, 1100].reduce((sum, w) => sum + sizeOf(`${imageStem}-${w}.webp`), 0),
      width: 1100,
      height: 733,
      variants: [480, 960, 1100].map((width) => ({
        width,
        url: `/uploads/${imageStem}-${width}.webp`,
      })),
      alt: '',
      uploadedBy: null,
      createdAt: stored.toISOString(),
      usedBy: [],
    });
    expect(data.map((upload) => upload.name).sort()).toEqual([
      `${imageStem}-1100.webp`,
      documentName,
    ]);
    expect(data.find((upload) => upload.kind === 'document')).toMatchObject({
      size: 3000,
      uploadedBy: null,
    });

    // Once: a file that appears later (or an upload deleted since) is not imported again.
    fs.writeFileSync(path.join(uploadsDir(), `${'e5'.repeat(16)}.pdf`), pdf(100));
    const again = await createTestApp({ sameDatabaseAs: t });
    try {
      expect((await library(again.app, token)).total).toBe(2);
    } finally {
      await again.close();
    }
  });
});

describe(`the uploads made before the library, in a bucket (${testDialect})`, () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => s3.stop());

  it('lists only upload names from the bucket, and imports an image from the first bytes of its widest file', async () => {
    const bucket = s3Storage(s3.settings);
    const stem = 'f6'.repeat(16);
    for (const { name, body } of await imageFiles(stem, 1600, 900))
      await bucket.put(name, body, 'image/webp');
    await bucket.put(`${'a7'.repeat(16)}.webm`, Buffer.from('webm'), 'video/webm');
    await bucket.put('backups/notes.txt', Buffer.from('not ours'), 'text/plain');
    const listed: string[] = [];
    for await (const object of bucket.list()) listed.push(object.name);
    bucket.client.destroy();
    expect(listed.sort()).toEqual([
      `${'a7'.repeat(16)}.webm`,
      `${stem}-1600.webp`,
      `${stem}-480.webp`,
      `${stem}-960.webp`,
    ]);

    const t = await createTestApp({ s3: s3.settings });
    try {
      const { data } = await library(t.app, await login(t.app));
      expect(data.map((upload) => [upload.name, upload.kind, upload.width, upload.height])).toEqual(
        expect.arrayContaining([
          [`${stem}-1600.webp`, 'image', 1600, 900],
          [`${'a7'.repeat(16)}.webm`, 'video', null, null],
        ]),
      );
      expect(data).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
