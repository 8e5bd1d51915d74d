import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ContentTypeName } from '@site/shared';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, companyDay } from '@site/shared';
import { bearer, multipart, signedInTestApp, testDialect } from './helpers/test-app.ts';
import { CONTENT_SEED } from '../src/db/migrations/009-content-seed.ts';
import { NOT_A_PDF } from '../src/routes/upload/upload-routes.ts';

/** One valid new item of each type, as the portal would send it. */
const picture = {
  src: '/images/media/team-collaboration.webp',
  width: 800,
  height: 500,
  alt: 'A team',
};
const samples: Record<ContentTypeName, Record<string, unknown>> = {
  jobs: {
    title: 'Field Technician',
    location: 'Mombasa, Kenya',
    department: 'Operations',
    employmentType: 'Full-time',
    description: 'Keep our signals and lights running.',
    details: 'You will **maintain** controllers.\n\nA diploma is expected.',
    responsibilities: ['Maintain controllers', 'Answer fault calls'],
    status: 'open',
    closesAt: '2099-12-31',
  },
  courses: {
    title: 'Traffic Counting',
    description: 'Counting and classifying traffic.',
    duration: '2 days',
    participants: '10-12 participants',
    level: 'Intermediate',
    image: picture,
    topics: ['Manual counts', 'Video counts'],
    certification: 'Certificate of Completion',
    sessions: [{ startDate: '2099-03-02', location: 'Nairobi', seats: 12, priceKsh: 25000 }],
    status: 'published',
  },
  projects: {
    category: 'solar',
    title: 'Garissa Solar Signals',
    description: 'Solar-powered traffic signals.',
    overview: 'Signals that run **off the grid**.',
    achievements: ['No outages'],
    location: 'Garissa, Kenya',
    client: 'County Government of Garissa',
    images: [picture],
    features: ['Solar'],
    scopeOfWork: ['Design', 'Installation'],
    impact: [{ value: '+20%', label: 'Uptime' }],
    status: 'published',
  },
  media: {
    kind: 'picture',
    title: 'Site visit',
    category: 'team',
    image: picture,
    videoUrl: null,
    description: 'The team on site.',
    date: '2026-11',
    location: 'Nairobi, Kenya',
    status: 'published',
  },
  documents: {
    title: 'Solar Signal Datasheet',
    category: 'datasheets',
    fileType: 'PDF',
    url: '/uploads/0123456789abcdef0123456789abcdef.pdf',
    size: '1.2 MB',
    description: 'Ratings and dimensions.',
    status: 'published',
  },
};

const hidden: Record<ContentTypeName, string> = {
  jobs: 'draft',
  courses: 'draft',
  projects: 'draft',
  media: 'draft',
  documents: 'draft',
};

describe(`content types API (${testDialect})`, () => {
  const t = signedInTestApp();

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(t.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

  it('seeds today’s built-in content once: every item, in order, the sample jobs closed', async () => {
    for (const type of CONTENT_TYPE_NAMES) {
      const response = await admin('GET', `/api/admin/${type}?limit=100`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(ids(body), type).toEqual(CONTENT_SEED[type].map((item) => item.id));
      expect(body.total).toBe(CONTENT_SEED[type].length);
      // Every seeded item is valid as the portal would send it back (the copy round trip).
      for (const { id: _id, createdAt: _c, updatedAt: _u, ...fields } of body.data)
        expect(CONTENT_TYPES[type].input.safeParse(fields).success, `${type}`).toBe(true);
    }
    const jobs = (await admin('GET', '/api/admin/jobs')).json().data;
    expect(jobs.map((job: { id: string; status: string }) => [job.id, job.status])).toEqual([
      ['1', 'closed'],
      ['2', 'closed'],
      ['3', 'closed'],
    ]);
    expect(CONTENT_SEED.projects.map((p) => p.id)).toContain('its-1');
    expect(CONTENT_SEED.media).toHaveLength(12);
    expect(CONTENT_SEED.documents).toHaveLength(15);
  });

  it('lists no job opening on a fresh site, yet answers /api/jobs/1..3 as closed jobs', async () => {
    const list = await get('/api/jobs');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, data: [], total: 0, nextCursor: null });
    for (const id of ['1', '2', '3']) {
      const job = await get(`/api/jobs/${id}`);
      expect(job.statusCode).toBe(200);
      expect(job.json().data).toMatchObject({ id, status: 'closed' });
    }
    expect((await get('/api/jobs/1')).json().data.title).toBe('Software Engineer');
    expect((await get('/api/jobs/4')).statusCode).toBe(404);
    expect((await get('/api/jobs/4')).json()).toEqual({ success: false, error: 'Job not found' });
  });

  it('lists the published seed of the other types in order, with a course session in KSh', async () => {
    const courses = (await get('/api/courses')).json();
    expect(ids(courses)).toEqual(CONTENT_SEED.courses.map((c) => c.id));
    expect(courses.data[0].sessions).toEqual([
      {
        id: '2025-03-10',
        startDate: '2025-03-10',
        endDate: null,
        location: 'Nairobi',
        seats: 20,
        priceKsh: 45000,
      },
    ]);
    const media = (await get('/api/media?category=team')).json();
    expect(ids(media)).toEqual(['11', '12']);
    expect(media.data[0]).toMatchObject({ date: '2024-06', kind: 'picture', videoUrl: null });
    expect((await get('/api/projects/its-1')).json().data.impact).toHaveLength(3);
    const documents = (await get('/api/documents?category=videos')).json();
    expect(documents.data.map((d: { fileType: string }) => d.fileType)).toEqual([
      'MP4',
      'MP4',
      'MP4',
    ]);
  });

  it.each(CONTENT_TYPE_NAMES)(
    '%s: create, publish, edit, hide, delete; public answers follow at once and never show a draft',
    async (type) => {
      const listed = CONTENT_TYPES[type].listed[0];
      const draft = await admin('POST', `/api/admin/${type}`, {
        ...samples[type],
        status: hidden[type],
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const item = draft.json().data;
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.status).toBe('draft');
      const publicIds = async () => ids((await get(`/api/${type}?limit=100`)).json());
      expect(await publicIds()).not.toContain(item.id);
      expect((await get(`/api/${type}/${item.id}`)).statusCode).toBe(404);

      const { id, createdAt: _c, updatedAt: _u, ...fields } = item;
      const published = await admin('PUT', `/api/admin/${type}/${id}`, {
        ...fields,
        status: listed,
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(await publicIds()).toContain(id);
      expect((await get(`/api/${type}/${id}`)).json().data).toMatchObject({ id, status: listed });

      const edited = await admin('PUT', `/api/admin/${type}/${id}`, {
        ...fields,
        status: listed,
        title: 'A new title',
      });
      expect(edited.json().data).toMatchObject({ title: 'A new title', position: item.position });
      expect((await get(`/api/${type}/${id}`)).json().data.title).toBe('A new title');

      const closing = type === 'jobs' ? 'closed' : 'draft';
      await admin('PUT', `/api/admin/${type}/${id}`, { ...fields, status: closing });
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/${type}/${id}`)).statusCode).toBe(type === 'jobs' ? 200 : 404);

      expect((await admin('DELETE', `/api/admin/${type}/${id}`)).json()).toEqual({
        success: true,
        data: { id },
      });
      expect((await admin('GET', `/api/admin/${type}/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/${type}/${id}`)).statusCode).toBe(404);
      expect((await admin('DELETE', `/api/admin/${type}/${id}`)).statusCode).toBe(404);
    },
  );

  it.each(CONTENT_TYPE_NAMES)(
    '%s: a create takes what the admin GET returns less id and times (copy round trip)',
    async (type) => {
      const source = (await admin('GET', `/api/admin/${type}`)).json().data[0];
      const { id, createdAt: _c, updatedAt: _u, ...copy } = source;
      const created = await admin('POST', `/api/admin/${type}`, copy);
      expect(created.statusCode, created.body).toBe(201);
      const { id: newId, createdAt: _c2, updatedAt: _u2, ...copied } = created.json().data;
      expect(newId).not.toBe(id);
      expect(copied).toEqual(copy);
      await admin('DELETE', `/api/admin/${type}/${newId}`);
    },
  );

  it("keeps a long text written in the portal's editor as its HTML (pages show it through the policy)", async () => {
    const details = '<h2>The role</h2><p>You will <strong>fix</strong> lights.</p>';
    const job = await admin('POST', '/api/admin/jobs', { ...samples.jobs, details });
    expect(job.statusCode, job.body).toBe(201);
    expect(job.json().data.details).toBe(details);
    const overview = '<p>Poles with <a href="https://example.com">panels</a>.</p>';
    const project = await admin('POST', '/api/admin/projects', { ...samples.projects, overview });
    expect(project.json().data.overview).toBe(overview);
    await admin('DELETE', `/api/admin/jobs/${job.json().data.id}`);
    await admin('DELETE', `/api/admin/projects/${project.json().data.id}`);
  });

  it.each(CONTENT_TYPE_NAMES)('%s: an unknown field is a 400 that names it', async (type) => {
    const response = await admin('POST', `/api/admin/${type}`, {
      ...samples[type],
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Unknown field: colour' });
  });

  it('answers 400 naming the field for bad input, raw HTML and a stranger’s picture', async () => {
    const missing = await admin('POST', '/api/admin/jobs', { ...samples.jobs, title: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('title is required');
    const html = await admin('POST', '/api/admin/jobs', {
      ...samples.jobs,
      description: 'Hello <script>alert(1)</script>',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe('description must be plain text or markdown, without HTML tags');
    const status = await admin('POST', '/api/admin/jobs', { ...samples.jobs, status: 'published' });
    expect(status.json().error).toBe('status must be one of draft, open, closed');
    const host = await admin('POST', '/api/admin/media', {
      ...samples.media,
      image: { ...picture, src: 'https://tracker.example/pixel.webp' },
    });
    expect(host.statusCode).toBe(400);
    expect(host.json().error).toMatch(/^image\.src must be a site file/);
    const video = await admin('POST', '/api/admin/media', { ...samples.media, kind: 'video' });
    expect(video.json().error).toBe(
      'videoUrl is required for a video and must be null for a picture',
    );
    const list = await get('/api/media?category=nope');
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toBe('category must be one of events, projects, team');
  });

  it('gives a new course session an id and keeps it across edits', async () => {
    const created = (await admin('POST', '/api/admin/courses', samples.courses)).json().data;
    const [session] = created.sessions;
    expect(session).toMatchObject({ startDate: '2099-03-02', endDate: null, seats: 12 });
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    const { id, createdAt: _c, updatedAt: _u, ...fields } = created;
    const edited = await admin('PUT', `/api/admin/courses/${id}`, {
      ...fields,
      sessions: [...fields.sessions, { startDate: '2099-06-01', location: 'Kisumu', priceKsh: 1 }],
    });
    expect(edited.json().data.sessions[0].id).toBe(session.id);
    expect(edited.json().data.sessions[1].id).toMatch(/^[0-9a-f-]{36}$/);
    const twice = await admin('PUT', `/api/admin/courses/${id}`, {
      ...fields,
      sessions: [...fields.sessions, ...fields.sessions],
    });
    expect(twice.json().error).toBe('sessions: each session id must be different');
    const backwards = await admin('PUT', `/api/admin/courses/${id}`, {
      ...fields,
      sessions: [{ ...session, endDate: '2099-03-01' }],
    });
    expect(backwards.json().error).toBe('sessions.0.endDate: endDate must not be before startDate');
    await admin('DELETE', `/api/admin/courses/${id}`);
  });

  it('places a new job first and a new project last, and reorders on request', async () => {
    const job = (await admin('POST', '/api/admin/jobs', samples.jobs)).json().data;
    expect(ids((await admin('GET', '/api/admin/jobs')).json())).toEqual([job.id, '1', '2', '3']);
    await admin('DELETE', `/api/admin/jobs/${job.id}`);

    const project = (await admin('POST', '/api/admin/projects', samples.projects)).json().data;
    const before = ids((await admin('GET', '/api/admin/projects')).json());
    expect(before.at(-1)).toBe(project.id);

    const reordered = await admin('PUT', '/api/admin/projects/order', {
      ids: [project.id, 'solar-1'],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const expected = [
      project.id,
      'solar-1',
      ...before.filter((id) => id !== project.id && id !== 'solar-1'),
    ];
    expect(reordered.json().data.ids).toEqual(expected);
    expect(ids((await get('/api/projects')).json())).toEqual(expected);
    const positions = (await admin('GET', '/api/admin/projects'))
      .json()
      .data.map((p: { position: number }) => p.position);
    expect(positions).toEqual(expected.map((_, index) => index));

    const unknown = await admin('PUT', '/api/admin/projects/order', { ids: ['nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown projects id: nope');

    await admin('DELETE', `/api/admin/projects/${project.id}`);
    await admin('PUT', '/api/admin/projects/order', {
      ids: CONTENT_SEED.projects.map((p) => p.id),
    });
    expect(ids((await get('/api/projects')).json())).toEqual(
      CONTENT_SEED.projects.map((p) => p.id),
    );
  });

  it('pages a list with a cursor: limit items, the total, nextCursor and a Link header', async () => {
    const first = await get('/api/media?limit=5');
    const body = first.json();
    expect(ids(body)).toEqual(['1', '2', '3', '4', '5']);
    expect(body.total).toBe(12);
    expect(first.headers.link).toBe(`</api/media?limit=5&cursor=${body.nextCursor}>; rel="next"`);
    const second = (await get(`/api/media?limit=5&cursor=${body.nextCursor}`)).json();
    expect(ids(second)).toEqual(['6', '7', '8', '9', '10']);
    const bad = await get('/api/media?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('cursor is not valid: use the nextCursor of a previous answer');
  });

  it('stops listing an open job after its closing day (Nairobi), while its page still answers', async () => {
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    const today = companyDay();
    const past = (
      await admin('POST', '/api/admin/jobs', { ...samples.jobs, closesAt: companyDay(yesterday) })
    ).json().data;
    const last = (
      await admin('POST', '/api/admin/jobs', { ...samples.jobs, closesAt: today })
    ).json().data;
    const open = (
      await admin('POST', '/api/admin/jobs', { ...samples.jobs, closesAt: null })
    ).json().data;
    expect(ids((await get('/api/jobs')).json())).toEqual([open.id, last.id]);
    expect((await get(`/api/jobs/${past.id}`)).json().data).toMatchObject({ status: 'open' });
    for (const job of [past, last, open]) await admin('DELETE', `/api/admin/jobs/${job.id}`);
  });

  it('finds items by the words of any field, never by an address, and reads q as plain text @sql', async () => {
    expect(ids((await get('/api/projects?q=LODWAR')).json())).toEqual(['lighting-2']);
    expect(ids((await get('/api/media?q=kisumu&category=projects')).json())).toEqual(['7']);
    expect((await get('/api/media?q=webp')).json().data).toEqual([]);
    expect((await get('/api/documents?q=100%25')).json().data).toEqual([]);
    expect((await get('/api/documents?q=_')).json().data).toEqual([]);
    expect(
      ids((await admin('GET', '/api/admin/jobs?q=figma%20OR%20project%20manager')).json()),
    ).toEqual([]);
    expect(ids((await admin('GET', '/api/admin/jobs?q=project%20manager')).json())).toEqual(['3']);
  });

  it('filters the portal’s list by status', async () => {
    const closed = (await admin('GET', '/api/admin/jobs?status=closed')).json();
    expect(ids(closed)).toEqual(['1', '2', '3']);
    expect((await admin('GET', '/api/admin/jobs?status=open')).json().data).toEqual([]);
    const bad = await admin('GET', '/api/admin/jobs?status=published');
    expect(bad.json().error).toBe('status must be one of draft, open, closed');
  });

  it('publishes the type’s change topic on every write, and not on a read or a refused write', async () => {
    const publish = vi.spyOn(t.app.changes, 'publish');
    const created = (await admin('POST', '/api/admin/documents', samples.documents)).json().data;
    const { id, createdAt: _c, updatedAt: _u, ...fields } = created;
    await admin('PUT', `/api/admin/documents/${id}`, fields);
    await admin('GET', '/api/admin/documents');
    await admin('PUT', '/api/admin/documents/order', { ids: [id] });
    await admin('DELETE', `/api/admin/documents/${id}`);
    await admin('POST', '/api/admin/media', { ...samples.media, colour: 1 });
    expect(publish.mock.calls).toEqual([
      ['documents'],
      ['documents'],
      ['documents'],
      ['documents'],
    ]);
    publish.mockRestore();
    await admin('PUT', '/api/admin/documents/order', {
      ids: CONTENT_SEED.documents.map((d) => d.id),
    });
  });

  it('reads stored items through the schema: a row stored before a field existed gets its default', async () => {
    // A course and a job as stored before `topics`, `sessions` and `closesAt` were fields.
    const { topics: _t, sessions: _s, status: _cs, ...course } = samples.courses;
    const { closesAt: _c, status: _js, ...job } = samples.jobs;
    const now = new Date().toISOString();
    const row = (type: ContentTypeName, id: string, status: string, data: object) => ({
      type,
      id,
      status,
      category: null,
      position: 900,
      listed_until: null,
      data: JSON.stringify(data),
      search_text: '',
      created_at: now,
      updated_at: now,
    });
    await t.app.database.db
      .insertInto('content_items')
      .values([
        row('courses', 'old-course', 'published', course),
        row('jobs', 'old-job', 'open', job),
      ])
      .execute();

    const read = (await get('/api/courses/old-course')).json().data;
    expect(read).toMatchObject({ title: course.title, topics: [], sessions: [] });
    const listed = (await get('/api/courses')).json().data;
    expect(listed.find((item: { id: string }) => item.id === 'old-course')).toMatchObject({
      topics: [],
      sessions: [],
    });
    expect((await admin('GET', '/api/admin/jobs/old-job')).json().data).toMatchObject({
      title: job.title,
      closesAt: null,
    });
    // Read back through the schema, it is valid input again: the portal saves it unchanged.
    const { id: _id, createdAt: _ca, updatedAt: _ua, ...fields } = read;
    expect(CONTENT_TYPES.courses.input.safeParse(fields).success).toBe(true);
    await admin('DELETE', '/api/admin/courses/old-course');
    await admin('DELETE', '/api/admin/jobs/old-job');
  });

  it('refuses every admin call without a session (401)', async () => {
    for (const type of CONTENT_TYPE_NAMES)
      for (const [method, url] of [
        ['GET', `/api/admin/${type}`],
        ['GET', `/api/admin/${type}/1`],
        ['POST', `/api/admin/${type}`],
        ['PUT', `/api/admin/${type}/1`],
        ['PUT', `/api/admin/${type}/order`],
        ['DELETE', `/api/admin/${type}/1`],
      ] as const) {
        const response = await t.app.inject({ method, url, payload: samples[type] });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    const form = multipart({}, [
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/document',
      ...form,
    });
    expect(upload.statusCode).toBe(401);
  });

  describe('document upload', () => {
    const upload = (data: Buffer, filename = 'brochure.pdf', type = 'application/pdf') => {
      const form = multipart({}, [{ name: 'file', filename, type, data }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/document',
        headers: { ...bearer(t.token), ...form.headers },
        payload: form.payload,
      });
    };
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

    it('stores a PDF under a random name, answers data.url, and serves it as a PDF', async () => {
      const response = await upload(pdf, 'Company Brochure.pdf');
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
      expect(data.size).toBe(pdf.length);
      expect(fs.readFileSync(path.join(t.dataDir, 'uploads', path.basename(data.url)))).toEqual(
        pdf,
      );
      const served = await get(data.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload).toEqual(pdf);
      // The uploaded PDF is a document's file, never a picture.
      const asFile = await admin('POST', '/api/admin/documents', {
        ...samples.documents,
        url: data.url,
      });
      expect(asFile.statusCode).toBe(201);
      await admin('DELETE', `/api/admin/documents/${asFile.json().data.id}`);
      const asImage = await admin('POST', '/api/admin/media', {
        ...samples.media,
        image: { ...picture, src: data.url },
      });
      expect(asImage.statusCode).toBe(400);
    });

    it('refuses a file that is not a PDF, whatever its name and declared type', async () => {
      const response = await upload(Buffer.from('<html><script>alert(1)</script>'), 'fake.pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, error: NOT_A_PDF });
      const empty = await upload(Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Choose a PDF file to upload (form field "file")');
      const json = await admin('POST', '/api/upload/document', { file: 'x' });
      expect(json.statusCode).toBe(415);
    });

    it('refuses a PDF over the size limit with 413', async () => {
      const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
      const response = await upload(big);
      expect(response.statusCode).toBe(413);
    });
  });
});
