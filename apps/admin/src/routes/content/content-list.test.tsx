import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentRecord } from '../../api/admin-api.ts';
import { mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { deferred, fail, ok } from '@site/web/test/mock-fetch.ts';

const meta = { createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };

function job(id: string, title: string, overrides: Partial<ContentRecord> = {}): ContentRecord {
  return {
    id,
    title,
    location: 'Nairobi, Kenya',
    department: 'Engineering',
    employmentType: 'Full-time',
    description: 'Design **junctions**.',
    details: 'Details.',
    responsibilities: ['Design', 'Test'],
    status: 'open',
    closesAt: '2026-12-31',
    position: 0,
    ...meta,
    ...overrides,
  };
}

function project(id: string, title: string, position: number): ContentRecord {
  return {
    id,
    title,
    category: 'its',
    description: 'A project.',
    overview: 'Overview.',
    achievements: [],
    location: 'Nairobi',
    client: 'County',
    images: [{ src: '/images/p.webp', width: 800, height: 600, alt: 'A road' }],
    features: [],
    scopeOfWork: [],
    impact: [{ value: '+35%', label: 'Traffic Efficiency' }],
    status: 'published',
    position,
    ...meta,
  };
}

const jobs = [
  job('j1', 'Traffic Engineer'),
  job('j2', 'Field Technician', { status: 'draft', closesAt: null, department: 'Operations' }),
];

const page = (items: ContentRecord[]) => () => ok(items);
const listAnswer = (items: ContentRecord[]) => () =>
  new Response(
    JSON.stringify({ success: true, data: items, total: items.length, nextCursor: null }),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );

function row(title: string) {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No row for ${title}`);
  return within(item);
}

async function openTab(name: string) {
  // The sidebar's label is the screen's address: 'Jobs' is /admin/jobs.
  const view = renderSignedIn(`/admin/${name.toLowerCase()}`);
  return view;
}

describe('a content type list', () => {
  it('shows each item with its status, summary and facts, and counts them', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': page([]), 'GET /api/admin/jobs': listAnswer(jobs) });
    await openTab('Jobs');
    expect(await screen.findByRole('heading', { name: 'Traffic Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('2 jobs')).toBeInTheDocument();
    const first = row('Traffic Engineer');
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('Design junctions.')).toBeInTheDocument();
    expect(first.getByText('Closes December 31, 2026')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit Traffic Engineer' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Copy Traffic Engineer' })).toBeInTheDocument();
    const second = row('Field Technician');
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('No closing date')).toBeInTheDocument();
    expect(second.getByText('Operations')).toBeInTheDocument();
    // Jobs are listed newest first by the server: no reordering here.
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it("filters by the type's own statuses and searches on the server", async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': page([]),
      'GET /api/admin/jobs': listAnswer(jobs),
      'GET /api/admin/jobs?status=closed': listAnswer([]),
      'GET /api/admin/jobs?q=engineer': listAnswer([jobs[0]!]),
    });
    const { user } = await openTab('Jobs');
    await screen.findByRole('heading', { name: 'Traffic Engineer' });
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs', 'Draft', 'Open', 'Closed']);
    await user.selectOptions(show, 'closed');
    expect(await screen.findByText('No jobs match this search.')).toBeInTheDocument();
    await user.selectOptions(show, '');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'engineer');
    await waitFor(() => expect(api.keys()).toContain('GET /api/admin/jobs?q=engineer'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Field Technician' })).not.toBeInTheDocument(),
    );
  });

  it('deletes only after the confirmation, then reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const api = mockAdminApi({
      'GET /api/blogs/admin': page([]),
      'GET /api/admin/jobs': [listAnswer(jobs), listAnswer([jobs[1]!])],
      'DELETE /api/admin/jobs/j1': () => ok({ id: 'j1' }),
    });
    const { user } = await openTab('Jobs');
    await screen.findByRole('heading', { name: 'Traffic Engineer' });
    await user.click(screen.getByRole('button', { name: 'Delete Traffic Engineer' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this job?');
    expect(api.keys().some((key) => key.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Traffic Engineer' }));
    expect(await screen.findByText('Job deleted successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Traffic Engineer' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of a delete", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockAdminApi({
      'GET /api/blogs/admin': page([]),
      'GET /api/admin/jobs': listAnswer(jobs),
      'DELETE /api/admin/jobs/j1': () => fail(404, 'Job not found'),
    });
    const { user } = await openTab('Jobs');
    await user.click(await screen.findByRole('button', { name: 'Delete Traffic Engineer' }));
    expect(await screen.findByText('Error: Job not found')).toBeInTheDocument();
  });

  it('moves a project down and up with buttons that keep the keyboard focus', async () => {
    const projects = [
      project('a', 'Alpha', 0),
      project('b', 'Bravo', 1),
      project('c', 'Charlie', 2),
    ];
    const reordered = [projects[1]!, projects[0]!, projects[2]!];
    const saved = deferred();
    const api = mockAdminApi({
      'GET /api/blogs/admin': page([]),
      'GET /api/admin/projects': [listAnswer(projects), listAnswer(reordered)],
      'PUT /api/admin/projects/order': () => saved.promise,
    });
    const { user } = await openTab('Projects');
    await screen.findByRole('heading', { name: 'Alpha' });
    expect(row('Alpha').getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(row('Charlie').getByRole('button', { name: 'Move Charlie down' })).toBeDisabled();

    row('Alpha').getByRole('button', { name: 'Move Alpha down' }).focus();
    await user.keyboard('{Enter}');
    expect(row('Bravo').getByRole('button', { name: 'Move Bravo up' })).toBeDisabled();
    saved.release(ok({ ids: ['b', 'a', 'c'] }));
    expect(await screen.findByText('Order saved.')).toBeInTheDocument();
    expect(api.bodies('PUT /api/admin/projects/order')).toEqual([{ ids: ['b', 'a', 'c'] }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Projects' }))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Bravo', 'Alpha', 'Charlie']),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Alpha down' })).toHaveFocus(),
    );
  });

  it('offers no reordering while the list is filtered', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': page([]),
      'GET /api/admin/media': listAnswer([]),
      'GET /api/admin/media?status=draft': listAnswer([project('a', 'Alpha', 0)]),
    });
    const { user } = await openTab('Media');
    expect(await screen.findByText('No media items yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'draft');
    await screen.findByRole('heading', { name: 'Alpha' });
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByText(/Clear the search and filter to change it\./)).toBeInTheDocument();
  });
});
