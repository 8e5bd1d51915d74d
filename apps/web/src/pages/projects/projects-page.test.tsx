import { act, screen, within } from '@testing-library/react';
import { contactWithSubject } from '@site/shared/site-routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolioSections, projectStats, projectsPage } from '../../content/projects.ts';
import {
  stubCarouselLayout,
  stubLayoutObservers,
  stubMatchMedia,
  stubReducedMotion,
} from '../../test/browser-stubs.ts';
import { listed, seedContentList } from '../../test/content-items.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { readStats } from '../../test/stat-list.ts';
import { CAROUSEL_AUTOPLAY_DELAY_MS } from './carousel-settings.ts';
import { ProjectsPage } from './projects-page.tsx';

const projects = listed('projects');

beforeEach(() => {
  // As a prerendered /projects carries them.
  seedContentList('projects');
  stubMatchMedia();
  stubLayoutObservers();
});

const renderAt = (path = '/projects') => renderWithRouter(<ProjectsPage />, { path });

const dots = () => screen.getAllByTestId('carousel-dot');
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ProjectsPage', () => {
  it('has a slide and a dot for every project, the first one current, with previous, next and pause', () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: projectsPage.hero.title })).toBeVisible();
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(projects.length);
    expect(dots()).toHaveLength(projects.length);
    expect(dots()[0]).toHaveAccessibleName(`Show project 1: ${projects[0]!.title}`);
    expect(dots().filter((dot) => dot.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(currentDot()).toBe(0);
    for (const name of ['Previous project', 'Next project', 'Pause automatic rotation'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('moves on to the next project by itself after 4 s', () => {
    vi.useFakeTimers();
    stubCarouselLayout();
    renderAt();
    advance(CAROUSEL_AUTOPLAY_DELAY_MS - 100);
    expect(currentDot()).toBe(0);
    advance(200);
    expect(currentDot()).toBe(1);
  });

  it('under prefers-reduced-motion offers no automatic rotation and stays on the first project', () => {
    vi.useFakeTimers();
    stubReducedMotion();
    stubCarouselLayout();
    renderAt();
    expect(screen.queryByRole('button', { name: /automatic rotation/ })).not.toBeInTheDocument();
    advance(CAROUSEL_AUTOPLAY_DELAY_MS * 3);
    expect(currentDot()).toBe(0);
    // Nothing moves by itself, so a change of slide is announced.
    expect(screen.getAllByTestId('carousel-slide')[0]!.parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('lists every project in the overview, each with its View Project link', () => {
    renderAt();
    const links = within(screen.getByTestId('projects-overview')).getAllByRole('link', {
      name: /^View Project/,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      projects.map((project) => `/projects/${project.id}`),
    );
    expect(
      within(screen.getByTestId('projects-overview')).getByRole('link', {
        name: `View Project: ${projects[0]!.title}`,
      }),
    ).toHaveAttribute('href', `/projects/${projects[0]!.id}`);
  });

  it('has the four focus areas with links to their projects, the one in the address highlighted', () => {
    const { container } = renderAt('/projects#smart-cities');
    for (const section of portfolioSections) {
      const area = container.querySelector<HTMLElement>(`#${section.id}`)!;
      expect(within(area).getByRole('heading', { level: 3 })).toHaveTextContent(section.title);
      expect(
        within(area)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(
        section.projectIds.map((id) => [
          projects.find((project) => project.id === id)?.title,
          `/projects/${id}`,
        ]),
      );
      if (section.id === 'smart-cities') expect(area).toHaveClass('ring-accent-500');
      else expect(area).not.toHaveClass('ring-accent-500');
    }
  });

  it('shows the impact figures and the call to action with the portfolio download', () => {
    renderAt();
    const impact = screen.getByRole('region', { name: projectsPage.impactHeading });
    expect(readStats(impact)).toEqual(projectStats);
    expect(within(impact).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      contactWithSubject('Start Your Project'),
    );
    const portfolio = within(impact).getByRole('link', { name: /Download Portfolio/ });
    expect(portfolio).toHaveAttribute('href', projectsPage.cta.portfolio.href);
    expect(portfolio).toHaveAttribute('download');
  });
});
