import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationSteps, careersHero, careersPage, values } from '../../content/careers.ts';
import { company } from '../../content/company.ts';
import { seededItems, seedFreshInstall } from '../../test/content-items.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { CareerPage } from './career-page.tsx';

beforeEach(() => {
  // As a prerendered /career carries its sample jobs.
  seedFreshInstall();
});

describe('CareerPage', () => {
  it('has the values, the five application steps and the link to the current openings', () => {
    renderWithRouter(<CareerPage />, { path: '/career' });
    expectPageOpening(careersHero.title, 'Careers');
    for (const value of ['Integrity', 'Collaboration', 'Innovation', 'Customer Success'])
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    expect(values).toHaveLength(4);
    const steps = within(screen.getByRole('region', { name: 'Application Process' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Submit Application',
      'Step 2: HR Screening',
      'Step 3: Skills Interview',
      'Step 4: Culture Fit Interview',
      'Step 5: Offer & Onboarding',
    ]);
    steps.forEach((step, index) =>
      expect(step).toHaveTextContent(applicationSteps[index]!.description),
    );
    expect(screen.getByRole('link', { name: 'View Current Openings' })).toHaveAttribute(
      'href',
      '/job-openings',
    );
  });

  it('lists the sample jobs, each linking to its page', () => {
    renderWithRouter(<CareerPage />, { path: '/career' });
    const jobs = seededItems('jobs');
    expect(jobs.map((job) => job.title)).toContain('Project Manager');
    for (const job of jobs) {
      expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: new RegExp(`^View details\\s*for ${job.title}$`) }),
      ).toHaveAttribute('href', `/career-details/${job.id}`);
    }
  });

  it('gives the HR e-mail and phone to apply or ask', () => {
    renderWithRouter(<CareerPage />, { path: '/career' });
    const mailto = `mailto:${company.hrEmail}?subject=${encodeURIComponent('Job application')}`;
    expect(screen.getByRole('link', { name: 'Email HR' })).toHaveAttribute('href', mailto);
    const contact = screen.getByRole('region', { name: careersPage.contactHeading });
    expect(within(contact).getByRole('link', { name: company.hrEmail })).toHaveAttribute(
      'href',
      mailto,
    );
    expect(within(contact).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
  });
});
