import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import {
  contentRoutes,
  listed,
  seedContentItem,
  seededItems,
  seedFreshInstall,
} from '../../test/content-items.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { ProjectDetailPage } from './project-detail-page.tsx';

const allProjects = listed('projects');

beforeEach(() => {
  // As a prerendered project page carries them.
  seedFreshInstall();
});

function renderProject(id: string) {
  renderWithRouter(<Route path="/projects/:projectId" component={ProjectDetailPage} />, {
    path: `/projects/${id}`,
  });
}

const relatedTitles = () =>
  within(screen.getByTestId('related-projects'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ProjectDetailPage', () => {
  it('shows the project with its facts, Status Completed and the fixed impact block', () => {
    renderProject('lighting-1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kisumu Street Lighting' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('project-category')).toHaveTextContent('Smart Street Lighting');
    for (const name of [
      'Project Overview',
      'Scope of Work',
      'Key Features',
      'Project Information',
      'Project Impact',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Project gallery' })).getAllByRole('img'),
    ).toHaveLength(3);
    const information = screen.getByRole('region', { name: 'Project Information' });
    expect(information).toHaveTextContent('LocationKisumu, Kenya');
    expect(information).toHaveTextContent('CategorySmart Street Lighting');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Completed');
    expect(screen.getByText('Client').nextSibling).toHaveTextContent('County Government of Kisumu');
    const impact = screen.getByTestId('project-impact');
    expect(impact).toHaveTextContent('Traffic Efficiency+35%');
    expect(impact).toHaveTextContent('Safety Improvement+28%');
    expect(impact).toHaveTextContent('Energy Savings+42%');
    expect(document.title).toBe('Kisumu Street Lighting | Kilima Smart Systems');
  });

  it('lists at most three related projects, all of the same category and never the project itself', () => {
    renderProject('lighting-1');
    const lighting = allProjects.filter(
      (project) => project.category === 'streetlighting' && project.id !== 'lighting-1',
    );
    expect(lighting.length).toBeGreaterThanOrEqual(3);
    expect(relatedTitles()).toEqual(lighting.slice(0, 3).map((project) => project.title));
    expect(
      within(screen.getByTestId('related-projects')).getAllByRole('link', {
        name: /View Project/,
      })[0],
    ).toHaveAttribute('href', `/projects/${lighting[0]?.id}`);
  });

  it('moves to a related project, whose own related projects leave it out', async () => {
    const user = userEvent.setup({ delay: null });
    renderProject('lighting-1');
    const next = allProjects.find((project) => project.title === 'Nyeri Smart Street Lighting')!;
    await user.click(screen.getByRole('link', { name: `View Project: ${next.title}` }));
    expect(screen.getByRole('heading', { level: 1, name: next.title })).toBeInTheDocument();
    expect(relatedTitles()).toHaveLength(3);
    expect(relatedTitles()).not.toContain(next.title);
  });

  it('lists fewer related projects when the category has fewer, and none when it is alone', () => {
    renderProject('traffic-1');
    expect(relatedTitles()).toEqual(
      allProjects
        .filter((project) => project.category === 'traffic' && project.id !== 'traffic-1')
        .map((project) => project.title),
    );
  });

  it('leaves out the related section for a project that is alone in its category', () => {
    renderProject('its-1');
    expect(screen.queryByTestId('related-projects')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Project Information' })).toHaveTextContent(
      'StatusCompleted',
    );
  });

  it('asks the API for the project and the related ones when the page carries none; a draft is not found', async () => {
    queryClient.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, ...rest] = seededItems('projects');
    const api = mockFetch(contentRoutes('projects', [{ ...first!, status: 'draft' }, ...rest]));
    renderProject('lighting-2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: rest.find((p) => p.id === 'lighting-2')!.title,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('related-projects')).toBeInTheDocument();
    expect(api.keys()).toEqual(['GET /api/projects/lighting-2', 'GET /api/projects?limit=100']);

    renderProject(first!.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument();
  });

  it('shows Project Not Found with a link back for an unknown id', () => {
    seedContentItem('projects', 'no-such-project', null);
    renderProject('no-such-project');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The project you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});
