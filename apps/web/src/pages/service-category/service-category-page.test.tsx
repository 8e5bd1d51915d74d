import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it } from 'vitest';
import { listed, seedContentList } from '../../test/content-items.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { projectsForService } from '../../content/projects.ts';
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
