import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it } from 'vitest';
import { listed, seedContentList } from '../../test/content-items.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import type { ServiceKey } from '../../content/projects.ts';
import { projectsForService, servicePages } from '../../content/projects.ts';
import { ServiceCategoryPage } from './service-category-page.tsx';

beforeEach(() => {
  seedContentList('projects');
});

function renderService(key: string) {
  renderWithRouter(<Route path="/services/:serviceKey" component={ServiceCategoryPage} />, {
    path: `/services/${key}`,
  });
}

describe('ServiceCategoryPage', () => {
  it('shows the streetlighting page at its alias /services/street-lighting', () => {
    renderService('street-lighting');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Smart Street Lighting' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByTestId('service-projects')).getAllByRole('link', {
      name: /View Project/,
    });
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      projectsForService(listed('projects'), 'streetlighting').map(
        (project) => `/projects/${project.id}`,
      ),
    );
    expect(cards).toHaveLength(4);
  });

  it.each([
    ['its', 5],
    ['security', 1],
    ['streetlighting', 4],
    ['solar', 1],
  ] as const satisfies readonly (readonly [ServiceKey, number])[])(
    '/services/%s has %i project card(s), each with a picture and View Project, in two columns from the desktop width',
    (key, count) => {
      const service = servicePages[key];
      renderService(key);
      expectPageOpening(service.name);
      const grid = screen.getByTestId('service-projects');
      const cards = within(grid).getAllByRole('listitem');
      expect(cards).toHaveLength(count);
      const projects = projectsForService(listed('projects'), key);
      cards.forEach((card, index) => {
        expect(within(card).getAllByRole('img')).toHaveLength(1);
        expect(within(card).getByRole('link', { name: /^View Project/ })).toHaveAttribute(
          'href',
          `/projects/${projects[index]!.id}`,
        );
      });
      // One column on a phone, two side by side from lg (1024 px) up.
      expect(grid).toHaveClass('grid', 'lg:grid-cols-2');
      expect(grid.className).not.toMatch(/(^|\s)(sm:|md:)?grid-cols-/);
    },
  );

  it('gives its, security and streetlighting the same traffic-management tagline, and solar its own', () => {
    const taglines = ['its', 'security', 'streetlighting', 'solar'].map((key) => {
      const { unmount, container } = renderWithRouter(
        <Route path="/services/:serviceKey" component={ServiceCategoryPage} />,
        { path: `/services/${key}` },
      );
      const text = container.querySelector('h1 + p')?.textContent;
      unmount();
      return text;
    });
    expect(new Set(taglines.slice(0, 3)).size).toBe(1);
    expect(taglines[0]).toMatch(/traffic management/i);
    expect(taglines[3]).toMatch(/solar/i);
  });

  it('shows the not-found page for an unknown service', () => {
    renderService('plumbing');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
