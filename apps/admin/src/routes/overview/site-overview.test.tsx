import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentAddress,
  makeDashboard,
  mockAdminApi,
  renderSignedIn,
} from '../../test/admin-portal.tsx';
import { fail, jsonResponse, ok } from '@site/web/test/mock-fetch.ts';

const emptyList = () => jsonResponse(200, { success: true, data: [], total: 0, nextCursor: null });

const busy = makeDashboard({
  leadsThisWeek: { contact: 2, newsletter: 1, training: 0, total: 3 },
  draftPosts: { total: 4, latest: [] },
  openJobs: {
    total: 1,
    latest: [{ id: 'j1', title: 'Field Technician', closesAt: '2026-12-31' }],
  },
  nextSessions: [
    {
      courseId: 'c1',
      courseTitle: 'Signal Timing',
      sessionId: 's1',
      startDate: '2027-02-01',
      location: 'Nairobi',
      seats: 12,
    },
  ],
  weeks: makeDashboard().weeks.map((week, index) => ({
    ...week,
    views: index === 11 ? 40 : index,
    leads: index === 11 ? 3 : 0,
  })),
  viewsCountedSince: '2026-11-20',
});

function tile(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement!);
}

describe('the portal overview', () => {
  it('shows leads this week, drafts, open jobs and the next sessions first', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/dashboard': () => ok(busy),
    });
    renderSignedIn('/admin');
    expect(await screen.findByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    await screen.findByText('New leads this week');
    expect(tile('New leads this week').getByText('3')).toBeInTheDocument();
    expect(
      tile('New leads this week').getByText('2 messages, 1 sign-up, 0 registrations'),
    ).toBeInTheDocument();
    expect(tile('Posts waiting for review').getByText('4')).toBeInTheDocument();
    expect(
      tile('Posts waiting for review').getByText('Submitted by authors; an editor publishes them.'),
    ).toBeInTheDocument();
    expect(tile('Open jobs').getByText('1')).toBeInTheDocument();
    expect(
      tile('Upcoming course sessions').getByText('Next: February 1, 2027'),
    ).toBeInTheDocument();
    expect(screen.getByText('Field Technician')).toBeInTheDocument();
    expect(screen.getByText('closes December 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('February 1, 2027 · Nairobi · 12 seats')).toBeInTheDocument();
    expect(
      screen.getByText(/Views are counted per week since November 20, 2026\./),
    ).toBeInTheDocument();
  });

  it('leaves the leads out when the answer has none for this role (an editor)', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/dashboard': () =>
        ok({
          ...busy,
          leadsThisWeek: null,
          weeks: busy.weeks.map((week) => ({ ...week, leads: null })),
        }),
    });
    renderSignedIn('/admin');
    await screen.findByText('Posts waiting for review');
    expect(tile('Open jobs').getByText('1')).toBeInTheDocument();
    expect(screen.queryByText('New leads this week')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Post views per week/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Leads per week/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Leads are contact messages/)).not.toBeInTheDocument();
  });

  it('draws views and leads per week as named pictures, with the numbers in tables', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/dashboard': () => ok(busy),
    });
    const { user } = renderSignedIn('/admin');
    const views = await screen.findByRole('img', { name: /^Post views per week/ });
    expect(views).toHaveAccessibleName(
      'Post views per week: 95 views in 12 weeks, 40 views this week; the most in one week 40 views.',
    );
    expect(views.querySelectorAll('rect')).toHaveLength(12);
    expect(
      screen.getByRole('img', { name: /^Leads per week: 3 leads in 12 weeks/ }),
    ).toBeInTheDocument();

    const [viewsTable] = screen.getAllByText('Show as a table');
    await user.click(viewsTable!);
    const table = screen.getByRole('table', { name: 'Post views per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 23', '40']);
  });

  it('links the posts in review and the other screens it counts, by their addresses', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/blogs/admin?status=in_review': () => ok([]),
      'GET /api/admin/dashboard': () => ok(busy),
      'GET /api/admin/jobs': emptyList,
    });
    const { user } = renderSignedIn('/admin');
    await user.click(await screen.findByRole('link', { name: 'Show posts in review' }));
    await waitFor(() => expect(api.keys()).toContain('GET /api/blogs/admin?status=in_review'));
    expect(currentAddress()).toBe('/admin/posts?status=in_review');
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveValue('in_review');
    // The overview is on /admin only.
    expect(screen.queryByRole('heading', { name: 'At a glance' })).not.toBeInTheDocument();
    history.back();
    await user.click(await screen.findByRole('link', { name: 'Manage jobs' }));
    expect(currentAddress()).toBe('/admin/jobs');
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('says when it could not be loaded, and loads again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/dashboard': [() => fail(500, 'Internal server error'), () => ok(busy)],
    });
    const { user } = renderSignedIn('/admin');
    expect(await screen.findByText('The overview could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the overview' }));
    expect(await screen.findByText('New leads this week')).toBeInTheDocument();
  });
});
