import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import {
  contentRoutes,
  seedContentItem,
  seededItems,
  seedFreshInstall,
} from '../../test/content-items.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { SampleRoles } from '../career/sample-roles.tsx';
import { CareerDetailsPage } from './career-details-page.tsx';

const sampleJobs = seededItems('jobs');

beforeEach(() => {
  // As a prerendered page carries them.
  seedFreshInstall();
});

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const { location } = renderWithRouter(
    <Switch>
      <Route path="/career-details/:id" component={CareerDetailsPage} />
      <Route path="/careers">
        <p>Careers landing</p>
      </Route>
      <Route path="/career" component={SampleRoles} />
    </Switch>,
    typeof entry === 'string' ? { path: entry } : { path: entry.pathname, state: entry.state },
  );
  return location;
}

const stateJob = {
  id: 7,
  title: 'Field Technician',
  location: 'Mombasa, Kenya',
  details: 'Install and maintain traffic signals along the coast.',
  responsibilities: ['Install controllers', 'Respond to faults'],
};

describe('CareerDetailsPage', () => {
  it.each(sampleJobs.map((job) => [job.id, job.title] as const))(
    'shows seeded job %s (%s) by id, saying it is closed',
    (id, title) => {
      renderAt(`/career-details/${id}`);
      const job = sampleJobs.find((sample) => sample.id === id)!;
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | ${company.shortName}`);
      expect(screen.getByText(job.location)).toBeInTheDocument();
      expect(screen.getByText(job.details)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Key Responsibilities' })).toBeInTheDocument();
      for (const item of job.responsibilities) expect(screen.getByText(item)).toBeInTheDocument();
      expect(screen.getByText(/send your resume/i, { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('This position is closed');
      expect(screen.getByRole('link', { name: 'Email Your Resume' })).toHaveAttribute(
        'href',
        `mailto:${company.hrEmail}?subject=${encodeURIComponent(title)}`,
      );
    },
  );

  it('shows an open job from the API without the closed notice', async () => {
    queryClient.clear();
    const open = {
      ...sampleJobs[0]!,
      id: 'a1b2',
      title: 'Signal Engineer',
      status: 'open' as const,
    };
    mockFetch(contentRoutes('jobs', [open]));
    renderAt('/career-details/a1b2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signal Engineer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('never shows a draft: the API does not answer it', async () => {
    queryClient.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const draft = { ...sampleJobs[0]!, id: 'd1', status: 'draft' as const };
    mockFetch(contentRoutes('jobs', [draft]));
    renderAt('/career-details/d1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
  });

  it('prefers a valid job passed in navigation state', () => {
    renderAt({ pathname: '/career-details/7', state: { job: stateJob } });
    expect(screen.getByRole('heading', { level: 1, name: 'Field Technician' })).toBeInTheDocument();
    expect(screen.getByText('Mombasa, Kenya')).toBeInTheDocument();
    expect(screen.getByText('Respond to faults')).toBeInTheDocument();
  });

  it('ignores state for another id or with missing fields', () => {
    renderAt({ pathname: '/career-details/1', state: { job: stateJob } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Software Engineer' }),
    ).toBeInTheDocument();
  });

  it('ignores an invalid job in state and asks the API', async () => {
    seedContentItem('jobs', '7', null);
    renderAt({
      pathname: '/career-details/7',
      state: { job: { ...stateJob, responsibilities: 'none' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });

  it.each(['99', '0', 'abc', '1.5', '-1'])(
    "shows 'Job not found' for id %s with a link back to /careers",
    async (id) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockFetch(contentRoutes('jobs'));
      renderAt(`/career-details/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
      ).toBeInTheDocument();
      expect(document.title).toBe(`Job not found | ${company.shortName}`);
      await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Careers' }));
      expect(screen.getByText('Careers landing')).toBeInTheDocument();
    },
  );

  it('opens from the careers page with the job in state', async () => {
    const router = renderAt('/career');
    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: /^View details\s*for UI\/UX Designer$/ }));
    expect(router.current().path).toBe('/career-details/2');
    expect(router.current().state).toEqual({ job: sampleJobs[1] });
    expect(screen.getByRole('heading', { level: 1, name: 'UI/UX Designer' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This position is closed');
  });
});
