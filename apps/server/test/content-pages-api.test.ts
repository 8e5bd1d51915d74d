import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredData } from './helpers/structured-data.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

const ORIGIN = 'https://www.example.co.ke';

/** A prerendered page: its status, its document and the text of its `<main>`. */
type Page = { status: number; document: Document; text: string };
type SitemapEntry = { loc: string; lastmod?: string };

const secondsOf = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The query keys a prerendered page seeds the app's cache with. */
const seededKeys = (document: Document) =>
  (
    JSON.parse(document.getElementById('prerendered-queries')?.textContent ?? '[]') as [
      unknown[],
      unknown,
    ][]
  ).map(([key]) => key);

const job = {
  title: 'Signal Maintenance Engineer',
  location: 'Mombasa, Kenya',
  department: 'Operations',
  employmentType: 'Full-time',
  description: 'Keep the coast’s signals running.',
  details: 'You will maintain controllers along the coast.',
  responsibilities: ['Maintain controllers', 'Answer fault calls'],
  status: 'draft',
  closesAt: '2099-12-31',
};

describe(
  `content pages: twins and sitemap follow edits (${testDialect})`,
  { timeout: 240_000 },
  () => {
    let t: TestApp;
    let token: string;
    const parser = new XMLParser();
    beforeAll(async () => {
      await buildWebIfStale();
      t = await createTestApp({ webDistDir: webDist, publicUrl: ORIGIN });
      token = await login(t.app);
    }, 240_000);
    afterAll(async () => t?.close());

    /** The page once the pages kept before the last change have been rendered again. */
    async function page(url: string): Promise<Page> {
      await t.app.pageTwins!.settled();
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const { document } = new JSDOM(response.body).window;
      // The page's own content: the header's menus name projects of their own.
      const main = document.querySelector('main');
      return { status: response.statusCode, document, text: main?.textContent ?? '' };
    }
    const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), payload });
    /** An item as the portal edits it: what its admin GET returns, less the server's fields. */
    const editable = async (type: string, id: string) => {
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = (await admin('GET', `/${type}/${id}`)).json().data;
      return fields as Record<string, unknown>;
    };
    async function sitemap(): Promise<SitemapEntry[]> {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      return parser.parse(response.body).urlset.url;
    }

    it('prerenders every content page from the database on a fresh install, carrying what it shows', async () => {
      const pages: [string, string, unknown[]][] = [
        ['/training', 'Next session to be announced', ['content', 'courses', 'list']],
        ['/media', 'Kisumu Project Site', ['content', 'media', 'list']],
        ['/docs', 'ITC-2 Mini Controller Datasheet', ['content', 'documents', 'list']],
        ['/job-openings', 'No Open Roles', ['content', 'jobs', 'list']],
        ['/career', 'UI/UX Designer', ['content', 'jobs', 'item', '2']],
        ['/career-details/1', 'This position is closed', ['content', 'jobs', 'item', '1']],
        ['/projects', 'Nairobi BRT System', ['content', 'projects', 'list']],
        ['/projects/its-1', 'Nairobi BRT System', ['content', 'projects', 'item', 'its-1']],
        ['/services/solar', 'Eldoret Solar Solutions', ['content', 'projects', 'list']],
      ];
      for (const [url, text, key] of pages) {
        const shown = await page(url);
        expect(shown.status, url).toBe(200);
        expect(shown.text, url).toContain(text);
        expect(seededKeys(shown.document), url).toContainEqual(key);
      }
      expect((await page('/training')).text).toContain('KSh 45,000');
      // A closed job is no job offer: no JobPosting.
      const closed = structuredData((await page('/career-details/1')).document);
      expect(closed.map((data) => data['@type'])).not.toContain('JobPosting');
      const media = structuredData((await page('/media')).document);
      expect(media.filter((data) => data['@type'] === 'ImageObject')).toHaveLength(12);
      expect((await page('/career-details/42')).status).toBe(404);
      expect((await page('/projects/no-such-project')).status).toBe(404);
    });

    it('follows a job from draft to open, edited, closed and deleted: its page, the openings, the sitemap and JobPosting', async () => {
      const created = (await admin('POST', '/jobs', job)).json().data;
      const jobPath = `/career-details/${created.id}`;
      expect((await page(jobPath)).status).toBe(404);
      expect((await page('/job-openings')).text).toContain('No Open Roles');
      expect((await sitemap()).map((entry) => entry.loc)).not.toContain(`${ORIGIN}${jobPath}`);

      const opened = (await admin('PUT', `/jobs/${created.id}`, { ...job, status: 'open' })).json()
        .data;
      const openings = await page('/job-openings');
      expect(openings.text).toContain('Signal Maintenance Engineer');
      expect(openings.text).not.toContain('No Open Roles');
      const shown = await page(jobPath);
      expect(shown.status).toBe(200);
      expect(shown.text).not.toContain('This position is closed');
      expect(structuredData(shown.document)).toContainEqual(
        expect.objectContaining({
          '@type': 'JobPosting',
          title: 'Signal Maintenance Engineer',
          datePosted: opened.createdAt.slice(0, 10),
          validThrough: '2099-12-31T23:59:59+03:00',
          employmentType: 'FULL_TIME',
          hiringOrganization: expect.objectContaining({ '@type': 'Organization' }),
          jobLocation: expect.objectContaining({ '@type': 'Place', name: 'Mombasa, Kenya' }),
        }),
      );
      let entries = await sitemap();
      expect(entries).toContainEqual({
        loc: `${ORIGIN}${jobPath}`,
        lastmod: secondsOf(opened.updatedAt),
      });
      expect(entries).toContainEqual({
        loc: `${ORIGIN}/job-openings`,
        lastmod: secondsOf(opened.updatedAt),
      });

      await admin('PUT', `/jobs/${created.id}`, {
        ...job,
        title: 'Senior Signal Engineer',
        status: 'open',
      });
      expect((await page(jobPath)).document.querySelector('h1')?.textContent).toBe(
        'Senior Signal Engineer',
      );
      expect((await page('/job-openings')).text).toContain('Senior Signal Engineer');

      await admin('PUT', `/jobs/${created.id}`, { ...job, status: 'closed' });
      expect((await page('/job-openings')).text).toContain('No Open Roles');
      const closed = await page(jobPath);
      expect(closed.status).toBe(200);
      expect(closed.text).toContain('This position is closed');
      expect(structuredData(closed.document).map((data) => data['@type'])).not.toContain(
        'JobPosting',
      );
      entries = await sitemap();
      expect(entries.map((entry) => entry.loc)).not.toContain(`${ORIGIN}${jobPath}`);

      await admin('DELETE', `/jobs/${created.id}`);
      expect((await page(jobPath)).status).toBe(404);
    });

    it('shows a course’s next session and dates /training by its newest course; a draft course reaches no page', async () => {
      const fields = await editable('courses', 'its-fundamentals');
      const sessions = [
        { startDate: '2020-03-02', location: 'Nakuru', seats: 10, priceKsh: 1000 },
        {
          startDate: '2099-05-04',
          endDate: '2099-05-08',
          location: 'Eldoret',
          seats: 14,
          priceKsh: 51500,
        },
      ];
      const edited = (
        await admin('PUT', '/courses/its-fundamentals', { ...fields, sessions })
      ).json().data;
      const training = await page('/training');
      expect(training.text).toContain('May 4, 2099');
      expect(training.text).toContain('Eldoret');
      expect(training.text).toContain('KSh 51,500');
      expect(training.text).not.toContain('March 2, 2020');
      const courses = structuredData(training.document).filter(
        (data) => data['@type'] === 'Course',
      );
      expect(courses).toHaveLength(4);
      expect(courses[0]).toMatchObject({
        name: 'Intelligent Transport Systems Fundamentals',
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            startDate: '2099-05-04',
            endDate: '2099-05-08',
            offers: { price: 51500, priceCurrency: 'KES' },
          },
        ],
      });
      expect(courses[1]).toMatchObject({ hasCourseInstance: [] });
      expect(await sitemap()).toContainEqual({
        loc: `${ORIGIN}/training`,
        lastmod: secondsOf(edited.updatedAt),
      });

      await admin('POST', '/courses', {
        ...fields,
        title: 'Secret Course',
        status: 'draft',
        sessions: [],
      });
      expect((await page('/training')).text).not.toContain('Secret Course');
      expect(await sitemap()).toContainEqual({
        loc: `${ORIGIN}/training`,
        lastmod: secondsOf(edited.updatedAt),
      });
    });

    it('drops an unpublished project from its page, the portfolio, its service page and the sitemap, and brings it back', async () => {
      const fields = await editable('projects', 'solar-1');
      const title = fields.title as string;
      await admin('PUT', '/projects/solar-1', { ...fields, status: 'draft' });
      expect((await page('/projects/solar-1')).status).toBe(404);
      expect((await page('/projects')).text).not.toContain(title);
      expect((await page('/services/solar')).text).not.toContain(title);
      expect((await sitemap()).map((entry) => entry.loc)).not.toContain(
        `${ORIGIN}/projects/solar-1`,
      );
      // Nor does search: the overlay's entry for it is left out.
      const search = await page('/search?q=solar');
      expect(search.document.querySelector('main a[href="/projects/solar-1"]')).toBeNull();
      expect(search.document.querySelector('main a[href="/services/solar"]')).not.toBeNull();

      const published = (
        await admin('PUT', '/projects/solar-1', {
          ...fields,
          title: 'Eldoret Solar Park',
          status: 'published',
        })
      ).json().data;
      expect((await page('/projects/solar-1')).document.querySelector('h1')?.textContent).toBe(
        'Eldoret Solar Park',
      );
      expect(await sitemap()).toContainEqual({
        loc: `${ORIGIN}/projects/solar-1`,
        lastmod: secondsOf(published.updatedAt),
      });
    });
  },
);
