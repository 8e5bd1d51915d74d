import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_ATTRIBUTE } from '../../app/prerendered-markers.ts';
import { ProjectNotFound } from '../../pages/project-detail/project-not-found.tsx';
import { mockFetch, ok } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const REPORT = 'POST /api/not-found';

afterEach(() => document.documentElement.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE));

describe("the app's not-found pages report their address for the not-found log", () => {
  it('reports the route path once, without its query or section', async () => {
    const api = mockFetch({ [REPORT]: () => ok({ path: '/old-brochure' }, 202) });
    renderWithRouter(<NotFoundPage />, { path: '/old-brochure?ref=mail#top' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect.poll(() => api.bodies(REPORT)).toEqual([{ path: '/old-brochure' }]);
  });

  it("leaves the server's own first page alone, then reports a not-found page reached in the app", async () => {
    document.documentElement.setAttribute(PRERENDERED_PAGE_ATTRIBUTE, '');
    const api = mockFetch({ [REPORT]: () => ok({ path: '/projects/its-9' }, 202) });
    const { location } = renderWithRouter(<ProjectNotFound />, { path: '/projects/its-9' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The server answered the prerendered page 404 and counted it.
    expect(api.keys()).toEqual([]);
    act(() => location.navigate('/projects/solar-9'));
    await expect.poll(() => api.bodies(REPORT)).toEqual([{ path: '/projects/solar-9' }]);
  });

  it('keeps the page as it is when the report fails, and reports nothing when told not to', async () => {
    const api = mockFetch({
      [REPORT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithRouter(<NotFoundPage />, { path: '/gone' });
    await expect.poll(() => api.keys()).toEqual([REPORT]);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();

    const quiet = mockFetch({});
    renderWithRouter(<NotFoundPage reported={false} />, { path: '/blog' });
    await Promise.resolve();
    expect(quiet.keys()).toEqual([]);
  });
});
