import { act, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const REPORT = 'POST /api/not-found';

/** The site at its home page, with the not-found page for any other address. */
function renderSite({ reported = true } = {}) {
  return renderWithRouter(
    <Switch>
      <Route path="/">
        <h1>Home</h1>
      </Route>
      <Route>
        <NotFoundPage reported={reported} />
      </Route>
    </Switch>,
  );
}

describe("the app's not-found page reports its address for the not-found log", () => {
  it('reports an address reached inside the app, without its query or section', async () => {
    const api = mockFetch({ [REPORT]: () => ok({ path: '/old-brochure' }, 202) });
    const { location } = renderSite();
    act(() => location.navigate('/old-brochure?ref=mail#top'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect.poll(() => api.bodies(REPORT)).toEqual([{ path: '/old-brochure' }]);
  });

  it("leaves the visit's first page to the server, which answered it as not found and counted it", async () => {
    const api = mockFetch({ [REPORT]: () => ok({ path: '/gone' }, 202) });
    renderWithRouter(<NotFoundPage />, { path: '/gone' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.keys()).toEqual([]);
  });

  it('keeps the page as it is when the report fails, and reports nothing when told not to', async () => {
    const api = mockFetch({
      [REPORT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { location } = renderSite();
    act(() => location.navigate('/gone'));
    await expect.poll(() => api.keys()).toEqual([REPORT]);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();

    const quiet = mockFetch({});
    const other = renderSite({ reported: false });
    act(() => other.location.navigate('/blog-page-past-the-last'));
    expect(quiet.keys()).toEqual([]);
  });
});
