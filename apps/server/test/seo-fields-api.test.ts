import { JSDOM } from 'jsdom';
import { company } from '@site/shared/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from './helpers/content-payloads.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, callAs, createTestApp, login, multipart } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';
import { OWN_FILE_RULE } from '../src/routes/content/own-files.ts';
import { OG_IMAGE_RULE } from '../src/storage/image-sources.ts';

const ORIGIN = 'https://www.example.co.ke';
const PICTURE = '/uploads/0123456789abcdef0123456789abcdef-1200.webp';
const CARD = '/uploads/fedcba9876543210fedcba9876543210-1200.webp';

const written = {
  featured_image: PICTURE,
  featured_image_alt: 'Crew fitting a luminaire on Oginga Odinga Street at dusk',
  seo_title: 'LED street lighting in Kisumu: 1,240 lamps replaced',
  seo_description: 'How Kisumu’s street lights came to use 60 % less energy, and what changed.',
  og_image: CARD,
};

const meta = (document: Document, key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content') ?? null;

/** A featured image's text alternative and the search and social fields of posts and items (issue
 * 48, decision 072): stored as written, checked, answered, and used by the pages' heads. */
describe('featured_image_alt and the search and social fields', { timeout: 240_000 }, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({
      webDistDir: webDist,
      publicUrl: ORIGIN,
      imageHosts: ['images.example.org'],
    });
    token = await login(t.app);
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, token, method, url, payload);
  const page = async (url: string) => {
    await t.app.pageTwins!.settled();
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    return new JSDOM(response.body).window.document;
  };

  it("stores a post's fields as the portal's form sends them, answers them, and clears one sent empty", async () => {
    const form = multipart({
      title: 'Kisumu lights',
      content: 'We replaced **1,240 lamps**.',
      excerpt: 'The card’s excerpt.',
      status: 'published',
      ...written,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as { id: string; slug: string };
    expect(created.json().data).toMatchObject(written);
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
    expect(bySlug.json().data).toMatchObject(written);
    // A list item shows the picture with its description; what only the post's page says stays there.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data[0];
    expect(listed).toMatchObject({
      slug: post.slug,
      featured_image_alt: written.featured_image_alt,
    });
    expect(Object.keys(listed)).not.toEqual(
      expect.arrayContaining(['seo_title', 'seo_description', 'og_image']),
    );

    const cleared = await call('PUT', `/api/blogs/${post.id}`, {
      title: 'Kisumu lights',
      content: 'We replaced **1,240 lamps**.',
      status: 'published',
      featured_image: PICTURE,
      featured_image_alt: '',
      seo_title: '  ',
    });
    expect(cleared.json().data).toMatchObject({
      featured_image_alt: null,
      seo_title: null,
      seo_description: null,
      og_image: null,
    });
  });

  it('refuses fields too long, a link-card picture that is not ours, and says which field', async () => {
    const refused = async (fields: object, field: string, error: string) => {
      const response = await call('POST', '/api/blogs', { title: 'x', content: 'y', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, details: { fields: { [field]: [error] } } });
    };
    await refused(
      { seo_title: 'x'.repeat(121) },
      'seo_title',
      'seo_title must be at most 120 characters',
    );
    await refused(
      { seo_description: 'x'.repeat(321) },
      'seo_description',
      'seo_description must be at most 320 characters',
    );
    await refused(
      { featured_image_alt: 'x'.repeat(301) },
      'featured_image_alt',
      'featured_image_alt must be at most 300 characters',
    );
    await refused({ og_image: 'http://images.example.org/card.jpg' }, 'og_image', OG_IMAGE_RULE);
    await refused(
      { og_image: 'https://elsewhere.example.com/card.jpg' },
      'og_image',
      OG_IMAGE_RULE,
    );
    const allowed = await call('POST', '/api/blogs', {
      title: 'x',
      content: 'y',
      og_image: 'https://images.example.org/card.jpg',
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("stores an item's fields, reads an item stored before them with null, and checks its card picture", async () => {
    const created = await call('POST', '/api/admin/projects', {
      ...projectPayload('Garissa Solar Signals', 'published'),
      seo_title: 'Solar traffic signals in Garissa',
      seo_description: 'Signals that kept running through every outage of 2026.',
      og_image: CARD,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      seo_title: 'Solar traffic signals in Garissa',
      seo_description: 'Signals that kept running through every outage of 2026.',
      og_image: CARD,
    });
    const foreign = await call('POST', '/api/admin/projects', {
      ...projectPayload('Elsewhere', 'draft'),
      og_image: 'https://elsewhere.example.com/card.jpg',
    });
    expect(foreign.json()).toMatchObject({
      error: `og_image ${OWN_FILE_RULE}`,
      details: { fields: { og_image: [OWN_FILE_RULE] } },
    });
    const plain = await call('POST', '/api/admin/projects', {
      ...projectPayload('Plain http', 'draft'),
      og_image: 'http://images.example.org/card.jpg',
    });
    const shape = 'og_image must be an uploaded image path (/uploads/…) or an https URL';
    expect(plain.json()).toMatchObject({
      error: shape,
      details: { fields: { og_image: [shape] } },
    });

    // A project saved before the fields existed: its JSON holds none of them.
    const { id } = created.json().data as { id: string };
    const row = await t.app.database.db
      .selectFrom('content_items')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const {
      seo_title: _t,
      seo_description: _d,
      og_image: _o,
      ...older
    } = JSON.parse(row.data) as Record<string, unknown>;
    await t.app.database.db
      .updateTable('content_items')
      .set({ data: JSON.stringify(older) })
      .where('id', '=', id)
      .execute();
    const read = await t.app.inject({ method: 'GET', url: `/api/projects/${id}` });
    expect(read.json().data).toMatchObject({
      seo_title: null,
      seo_description: null,
      og_image: null,
    });
  });

  it("prerenders a post's and a project's head from them, and describes the post's picture", async () => {
    const created = await call('POST', '/api/blogs', {
      title: 'Kisumu street lights',
      content: 'We replaced **1,240 lamps**.',
      excerpt: 'The card’s excerpt.',
      status: 'published',
      ...written,
    });
    const { slug } = created.json().data as { slug: string };
    const document = await page(`/blog/${slug}`);
    expect(document.title).toBe(`${written.seo_title} | ${company.shortName}`);
    expect(meta(document, 'description')).toBe(written.seo_description);
    expect(meta(document, 'og:title')).toBe(written.seo_title);
    expect(meta(document, 'twitter:title')).toBe(written.seo_title);
    expect(meta(document, 'og:description')).toBe(written.seo_description);
    expect(meta(document, 'twitter:description')).toBe(written.seo_description);
    expect(meta(document, 'og:image')).toBe(`${ORIGIN}${CARD}`);
    expect(meta(document, 'twitter:image')).toBe(`${ORIGIN}${CARD}`);
    expect(meta(document, 'og:image:alt')).toBe(written.featured_image_alt);
    const picture = document.querySelector(`main img[src="${PICTURE}"]`);
    expect(picture?.getAttribute('alt')).toBe(written.featured_image_alt);
    // The list's card describes it the same way (the nine built-in posts come first).
    const list = await page('/blog?page=2');
    expect(list.querySelector(`main img[src="${PICTURE}"]`)?.getAttribute('alt')).toBe(
      written.featured_image_alt,
    );

    const project = await call('POST', '/api/admin/projects', {
      ...projectPayload('Kitui Solar Signals', 'published'),
      seo_title: 'Solar traffic signals in Kitui',
      seo_description: 'Off-grid signals at six junctions.',
    });
    const { id } = project.json().data as { id: string };
    const projectPage = await page(`/projects/${id}`);
    expect(projectPage.title).toBe(`Solar traffic signals in Kitui | ${company.shortName}`);
    expect(meta(projectPage, 'description')).toBe('Off-grid signals at six junctions.');
    expect(meta(projectPage, 'og:title')).toBe('Solar traffic signals in Kitui');
    // No card picture of its own: the project's first picture, as before.
    expect(meta(projectPage, 'og:image')).toBe(
      `${ORIGIN}${projectPayload('x', 'draft').images[0]!.src}`,
    );
  });

  it("describes a draft's featured image on its preview page as its page will", async () => {
    const created = await call('POST', '/api/blogs', {
      title: 'Coming soon',
      content: 'Soon.',
      featured_image: PICTURE,
      featured_image_alt: 'A mast "before" & after',
    });
    const { id } = created.json().data as { id: string };
    const link = (await call('POST', `/api/blogs/${id}/preview-link`)).json().data as {
      path: string;
    };
    const preview = await t.app.inject({ method: 'GET', url: link.path });
    const image = new JSDOM(preview.body).window.document.querySelector(`img[src="${PICTURE}"]`);
    expect(image?.getAttribute('alt')).toBe('A mast "before" & after');
  });

  it('keeps the page’s own title, description and picture where the fields are empty', async () => {
    const created = await call('POST', '/api/blogs', {
      title: 'Thika road signals',
      content: 'Signals along the Thika road.',
      excerpt: 'Twelve junctions on the Thika road.',
      status: 'published',
      featured_image: PICTURE,
    });
    const { slug } = created.json().data as { slug: string };
    const document = await page(`/blog/${slug}`);
    expect(document.title).toBe(`Thika road signals | ${company.shortName}`);
    expect(meta(document, 'description')).toBe('Twelve junctions on the Thika road.');
    expect(meta(document, 'og:title')).toBe('Thika road signals');
    expect(meta(document, 'og:image')).toBe(`${ORIGIN}${PICTURE}`);
    expect(meta(document, 'og:image:alt')).toBe('Thika road signals');
  });
});
