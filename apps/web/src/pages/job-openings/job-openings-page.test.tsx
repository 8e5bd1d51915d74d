import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentRoutes, seededItems, seedContentList } from '../../test/content-items.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { JobOpeningsPage } from './job-openings-page.tsx';

describe('JobOpeningsPage', () => {
  it("shows the SPEC's empty state on a fresh install: the seeded jobs are closed", () => {
    seedContentList('jobs');
    renderWithRouter(<JobOpeningsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Current Openings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Open Roles' })).toBeInTheDocument();
    expect(screen.getByText(/no positions available/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute(
      'href',
      '/career',
    );
  });

  it('lists the open jobs the API answers, each linking to its page', async () => {
    const [first, second] = seededItems('jobs');
    mockFetch(
      contentRoutes('jobs', [
        { ...first!, id: 'open-1', title: 'Field Engineer', status: 'open' },
        { ...second!, id: 'draft-1', title: 'Secret Role', status: 'draft' },
      ]),
    );
    renderWithRouter(<JobOpeningsPage />);
    const link = await screen.findByRole('link', { name: 'Field Engineer' });
    expect(link).toHaveAttribute('href', '/career-details/open-1');
    expect(within(link.closest('li')!).getByText(first!.location)).toBeInTheDocument();
    expect(screen.queryByText('Secret Role')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No Open Roles' })).toBeNull();
  });
});
