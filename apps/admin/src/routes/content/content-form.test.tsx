import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderSignedIn, writeInEditor } from '../../test/admin-portal.tsx';
import { deferred, fail, jsonResponse, ok, uploadsInFlight } from '@site/web/test/mock-fetch.ts';
import type { ContentRecord } from '../../api/admin-api.ts';

/** A list's answer; each of its items is also answered at its own address (the form's screen reads
 * `GET /api/admin/jobs/j1`). */
const list = (items: ContentRecord[]) =>
  Object.assign(
    () => jsonResponse(200, { success: true, data: items, total: items.length, nextCursor: null }),
    { items },
  );

const job: ContentRecord = {
  id: 'j1',
  title: 'Traffic Engineer',
  location: 'Nairobi, Kenya',
  department: 'Engineering',
  employmentType: 'Contract',
  description: 'Design junctions.',
  details: 'You will **design** junctions.',
  responsibilities: ['Design', 'Test'],
  status: 'draft',
  closesAt: '2026-12-31',
  position: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const course: ContentRecord = {
  id: 'c1',
  title: 'Signal Timing',
  description: 'Timing plans.',
  duration: '3 days',
  participants: '10-12 participants',
  level: 'Intermediate',
  image: { src: '/images/training/signals.webp', width: 800, height: 500, alt: 'A signal' },
  topics: ['Cycles'],
  certification: 'Certificate',
  sessions: [
    {
      id: 's1',
      startDate: '2027-02-01',
      endDate: null,
      location: 'Nairobi',
      seats: 12,
      priceKsh: 25000,
    },
  ],
  status: 'published',
  position: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

async function openTab(name: string, routes: Parameters<typeof mockAdminApi>[0]) {
  const itemRoutes = Object.entries(routes).flatMap(([key, route]) =>
    'items' in route
      ? (route.items as ContentRecord[]).map((item) => [`${key}/${item.id}`, () => ok(item)])
      : [],
  );
  const api = mockAdminApi({
    'GET /api/blogs/admin': list([]),
    ...Object.fromEntries(itemRoutes),
    ...routes,
  });
  // The sidebar's label is the screen's address: 'Jobs' is /admin/jobs.
  const view = renderSignedIn(`/admin/${name.toLowerCase()}`);
  return { ...view, api };
}

/** The one upload in flight says `busy`, and its bar follows the browser's progress (of 1000). */
async function expectProgress(busy: string, field: string, loaded: number) {
  expect(await screen.findByText(busy)).toBeInTheDocument();
  await waitFor(() => expect(uploadsInFlight.size).toBe(1));
  const [request] = [...uploadsInFlight];
  act(() => request?.reportProgress(loaded, 1000));
  expect(
    await screen.findByRole('progressbar', { name: `${field}: ${loaded / 10}% uploaded` }),
  ).toBeInTheDocument();
}

describe('a content type form', () => {
  it("creates a job from its configured fields and sends the schema's input", async () => {
    const { user, api } = await openTab('Jobs', {
      'GET /api/admin/jobs': list([]),
      'POST /api/admin/jobs': () => ok({ ...job, id: 'new' }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New job' }));
    const heading = await screen.findByRole('heading', { name: 'Create New Job' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.type(screen.getByLabelText('Title'), 'Site Engineer');
    await user.type(screen.getByLabelText('Department'), 'Operations');
    await user.type(screen.getByLabelText('Location'), 'Mombasa');
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Part-time');
    fireEvent.change(screen.getByLabelText('Applications close'), {
      target: { value: '2099-01-31' },
    });
    await user.type(screen.getByLabelText('Summary'), 'Keep the lights on.');
    await writeInEditor('Details', 'You will fix lights.');
    await user.type(
      screen.getByLabelText('Responsibilities'),
      'Fix lights{Enter}{Enter} Test poles ',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    expect(await screen.findByText('Job created successfully!')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/jobs')).toEqual([
      {
        title: 'Site Engineer',
        department: 'Operations',
        location: 'Mombasa',
        employmentType: 'Part-time',
        closesAt: '2099-01-31',
        description: 'Keep the lights on.',
        details: '<p>You will fix lights.</p>',
        responsibilities: ['Fix lights', 'Test poles'],
        seo_title: null,
        seo_description: null,
        og_image: null,
        status: 'open',
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Create New Job' })).not.toBeInTheDocument();
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });

  it('checks the fields before sending: each error on its field, nothing typed lost', async () => {
    const { user, api } = await openTab('Jobs', { 'GET /api/admin/jobs': list([]) });
    await user.click(await screen.findByRole('button', { name: 'New job' }));
    await user.type(await screen.findByLabelText('Department'), 'Operations');
    await user.type(screen.getByLabelText('Summary'), 'Has <b>HTML</b>');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    expect(
      await screen.findByText('Please correct the fields marked below. Nothing has been lost.'),
    ).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(
      expect.stringContaining('Summary must be plain text or markdown, without HTML tags'),
    );
    expect(screen.getByLabelText('Department')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Department')).toHaveValue('Operations');
    expect(api.keys().some((key) => key.startsWith('POST'))).toBe(false);
    // Closed, the form's refusal is no longer shown.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByText('Please correct the fields marked below. Nothing has been lost.'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a field on that field and keeps the form", async () => {
    const { user } = await openTab('Jobs', {
      'GET /api/admin/jobs': list([job]),
      'PUT /api/admin/jobs/j1': () =>
        fail(400, 'location: location must be at most 200 characters', {
          fields: { location: ['location must be at most 200 characters'] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Traffic Engineer' }));
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Traffic Engineer');
    expect(screen.getByLabelText('Employment type')).toHaveValue('Contract');
    expect(screen.getByLabelText('Responsibilities')).toHaveValue('Design\nTest');
    await user.type(screen.getByLabelText('Title'), ' II');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(
      await screen.findByText(
        'Failed to save the job: location: location must be at most 200 characters',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'Location must be at most 200 characters',
    );
    expect(screen.getByLabelText('Location')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Traffic Engineer II');
  });

  it('keeps unsaved changes in the browser and restores them when the form opens again', async () => {
    const { user } = await openTab('Jobs', { 'GET /api/admin/jobs': list([job]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Traffic Engineer' }));
    await user.type(await screen.findByLabelText('Title'), ' (senior)');
    expect(JSON.parse(localStorage.getItem('adminDraft') ?? '{}')['jobs:j1'].title).toBe(
      'Traffic Engineer (senior)',
    );
    // Leaving the form keeps its text; a new item's form is another draft: the edit's stays.
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await user.click(await screen.findByRole('button', { name: 'New job' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Traffic Engineer' }));
    expect(await screen.findByText('Restored your unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Traffic Engineer (senior)');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Traffic Engineer');
  });

  it('copies an item into a new draft, which is sent as a create', async () => {
    const { user, api } = await openTab('Courses', {
      'GET /api/admin/courses': list([course]),
      'POST /api/admin/courses': () => ok({ ...course, id: 'c2' }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Copy Signal Timing' }));
    expect(await screen.findByRole('heading', { name: 'Create New Course' })).toBeInTheDocument();
    expect(
      screen.getByText('A copy of “Signal Timing”, saved as a new course.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Signal Timing (copy)');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument();
    const [sent] = api.bodies('POST /api/admin/courses') as Array<Record<string, unknown>>;
    const { id: _id, createdAt: _c, updatedAt: _u, position: _p, sessions, ...fields } = course;
    expect(sent).toEqual({
      ...fields,
      title: 'Signal Timing (copy)',
      status: 'draft',
      seo_title: null,
      seo_description: null,
      og_image: null,
      sessions: [
        { startDate: '2027-02-01', endDate: null, location: 'Nairobi', seats: 12, priceKsh: 25000 },
      ],
    });
    expect(sessions).toHaveLength(1);
  });

  it("edits nested sessions: add, fill, errors on the session's own field, ids kept", async () => {
    const { user, api } = await openTab('Courses', {
      'GET /api/admin/courses': list([course]),
      'PUT /api/admin/courses/c1': () => ok(course),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Signal Timing' }));
    await user.click(await screen.findByRole('button', { name: 'Add session' }));
    const second = within(screen.getByRole('group', { name: 'Session 2' }));
    await user.type(second.getByLabelText('Location'), 'Kisumu');
    await user.click(screen.getByRole('button', { name: 'Update Course' }));
    expect(second.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must be a date (YYYY-MM-DD)',
    );
    expect(second.getByLabelText('Price (KSh)')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(second.getByLabelText('Start date'), { target: { value: '2027-03-01' } });
    await user.type(second.getByLabelText('Price (KSh)'), '30000');
    await user.click(screen.getByRole('button', { name: 'Move session 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
    const [sent] = api.bodies('PUT /api/admin/courses/c1') as Array<{ sessions: unknown }>;
    expect(sent?.sessions).toEqual([
      { startDate: '2027-03-01', endDate: null, location: 'Kisumu', seats: null, priceKsh: 30000 },
      {
        id: 's1',
        startDate: '2027-02-01',
        endDate: null,
        location: 'Nairobi',
        seats: 12,
        priceKsh: 25000,
      },
    ]);
  });

  it("gives a job, which has a page of its own, a 'Search and social' panel; a course none", async () => {
    const { user, api } = await openTab('Jobs', {
      'GET /api/admin/jobs': list([job]),
      'PUT /api/admin/jobs/j1': () => ok(job),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Traffic Engineer' }));
    const panel = await screen.findByRole('group', { name: 'Search and social' });
    const result = within(panel).getByText('Search result').closest('figure')!;
    // The job page's own head: its title, and its facts before its summary.
    expect(result).toHaveTextContent(`${window.location.host} › career-details › j1`);
    expect(result).toHaveTextContent(
      'Traffic Engineer (Contract, Nairobi, Kenya): Design junctions.',
    );
    await user.type(
      within(panel).getByLabelText('Search title'),
      'Traffic engineer job in Nairobi',
    );
    expect(result).toHaveTextContent('Traffic engineer job in Nairobi');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
    expect(api.bodies('PUT /api/admin/jobs/j1')).toEqual([
      expect.objectContaining({
        seo_title: 'Traffic engineer job in Nairobi',
        seo_description: null,
        og_image: null,
      }),
    ]);

    await user.click(screen.getByRole('link', { name: 'Courses' }));
    await user.click(await screen.findByRole('button', { name: 'New course' }));
    await screen.findByRole('heading', { name: 'Create New Course' });
    expect(screen.queryByRole('group', { name: 'Search and social' })).not.toBeInTheDocument();
  });

  it("edits a project's pictures and impact figures as lists: add, order, remove", async () => {
    const picture = (n: number) => ({
      src: `/images/projects/p${n}.webp`,
      width: 800,
      height: 500,
      alt: `Picture ${n}`,
    });
    const project: ContentRecord = {
      id: 'p1',
      category: 'solar',
      title: 'Solar Signals',
      description: 'Signals off the grid.',
      overview: 'Solar-powered signals.',
      achievements: [],
      location: 'Garissa',
      client: 'County',
      images: [picture(1), picture(2)],
      features: [],
      scopeOfWork: [],
      impact: [{ value: '+20%', label: 'Uptime' }],
      status: 'draft',
      position: 0,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    const { user, api } = await openTab('Projects', {
      'GET /api/admin/projects': list([project]),
      'PUT /api/admin/projects/p1': () => ok(project),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Solar Signals' }));
    expect(await screen.findByLabelText('Category')).toHaveDisplayValue('Solar Energy Solutions');
    await user.click(screen.getByRole('button', { name: 'Add figure' }));
    const second = within(screen.getByRole('group', { name: 'Figure 2' }));
    await user.type(second.getByLabelText('Value'), '-30%');
    await user.type(second.getByLabelText('Label'), 'Energy cost');
    await user.click(screen.getByRole('button', { name: 'Move figure 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByLabelText('Picture 1: describe the image (alt text)')).toHaveValue(
      'Picture 2',
    );
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    const [sent] = api.bodies('PUT /api/admin/projects/p1') as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({
      images: [picture(2)],
      impact: [
        { value: '-30%', label: 'Energy cost' },
        { value: '+20%', label: 'Uptime' },
      ],
    });
  });

  it("uploads a document's PDF with progress, which sets its address and size", async () => {
    const pending = deferred();
    const { user, api } = await openTab('Documents', {
      'GET /api/admin/documents': list([]),
      'POST /api/upload/document': () => pending.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'New document' }));
    await user.type(await screen.findByLabelText('Title'), 'Controller datasheet');
    const pdf = new File(['%PDF-1.7'], 'sheet.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('File (PDF)'), pdf);
    await expectProgress('Uploading document...', 'File (PDF)', 500);
    pending.release(ok({ url: '/uploads/0123456789abcdef0123456789abcdef.pdf', size: 1_843_200 }));
    await waitFor(() =>
      expect(screen.getByLabelText('File address')).toHaveValue(
        '/uploads/0123456789abcdef0123456789abcdef.pdf',
      ),
    );
    expect(screen.getByLabelText('Size')).toHaveValue('1.8 MB');
    expect(screen.getByLabelText('Title')).toHaveValue('Controller datasheet');
    expect(api.keys()).toContain('POST /api/upload/document');
  });

  it('says why a PDF was refused and keeps the form', async () => {
    const { user } = await openTab('Documents', {
      'GET /api/admin/documents': list([]),
      'POST /api/upload/document': () => fail(415, 'The file is not a PDF'),
    });
    await user.click(await screen.findByRole('button', { name: 'New document' }));
    await user.type(await screen.findByLabelText('Title'), 'Brochure');
    await user.upload(
      screen.getByLabelText('File (PDF)'),
      new File(['nope'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('Failed to upload the document: The file is not a PDF'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload failed: The file is not a PDF')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Brochure');
  });

  it("uploads a media item's video with progress; the upload makes it a video, and a refusal says why", async () => {
    const pending = deferred();
    let answer = 0;
    const { user, api } = await openTab('Media', {
      'GET /api/admin/media': list([]),
      'POST /api/upload/video': () =>
        answer++ === 0 ? fail(415, 'The file is not an MP4 or WebM video') : pending.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'New media item' }));
    await user.type(await screen.findByLabelText('Title'), 'Opening day');
    const clip = new File(['....ftypisom'], 'clip.mp4', { type: 'video/mp4' });
    const input = screen.getByLabelText('Video (MP4 or WebM)');
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    await user.upload(input, clip);
    expect(
      await screen.findByText('Failed to upload the video: The file is not an MP4 or WebM video'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Opening day');

    await user.upload(input, new File(['....ftypisom'], 'clip-2.mp4', { type: 'video/mp4' }));
    await expectProgress('Uploading video...', 'Video (MP4 or WebM)', 250);
    pending.release(ok({ url: '/uploads/0123456789abcdef0123456789abcdef.mp4', size: 4096 }));
    await waitFor(() =>
      expect(screen.getByLabelText('Video address')).toHaveValue(
        '/uploads/0123456789abcdef0123456789abcdef.mp4',
      ),
    );
    expect(screen.getByLabelText('Kind')).toHaveValue('video');
    expect(api.keys().filter((key) => key === 'POST /api/upload/video')).toHaveLength(2);
  });
});
