import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../content/company.ts';
import { mockFetch, ok } from '../test/mock-fetch.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { SiteLayout } from './site-layout.tsx';

function Boom(): never {
  throw new Error('page exploded');
}

/** A page whose code is still loading: it suspends until `finishLoading()`. */
let finishLoading = () => {};
const loading = new Promise<void>((resolve) => {
  finishLoading = resolve;
});
let loaded = false;
void loading.then(() => {
  loaded = true;
});
function SlowPage() {
  if (!loaded) throw loading;
  return (
    <main id="main" tabIndex={-1}>
      <h1>The slow page</h1>
    </main>
  );
}

function Page() {
  return (
    <main id="main" tabIndex={-1}>
      <h1>A page</h1>
    </main>
  );
}

/** The same shape as site-routes.tsx: the pages inside the layout, which holds the error boundary. */
function renderSite(path: string) {
  return renderWithRouter(
    <SiteLayout>
      <Switch>
        <Route path="/" component={Page} />
        <Route path="/other" component={Page} />
        <Route path="/boom" component={Boom} />
        <Route path="/slow" component={SlowPage} />
      </Switch>
    </SiteLayout>,
    { path },
  ).location;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  mockFetch({ 'GET /api/config': () => ok({ chatWidgetSrc: null, translationAvailable: false }) });
});

describe('the site layout', { timeout: 15_000 }, () => {
  it('frames the page with the header, footer, skip link and the chat fallback', async () => {
    renderSite('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: company.shortName })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('button', { name: /^Language:/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    // The menus' code loads on its own (lazy parts), so they arrive a moment later.
    expect(await within(header).findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A page' })).toBeInTheDocument();
    // The footer's code loads on its own (a lazy part), so it arrives a moment later.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offers the language picker in the side menu too', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: /^Language:/ }));
    await user.click(await within(dialog).findByRole('option', { name: /Kiswahili/ }));
    // The Swahili dictionary is loaded on demand, then the menu speaks Swahili.
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    expect(localStorage.getItem('selectedLanguage')).toBe('sw');
    expect(
      screen.getAllByRole('button', { name: 'Language: Swahili (SW)' }).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Menyu' })).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: 'Omba Bei' })).toBeInTheDocument();
    document.documentElement.lang = 'en';

    // Escape in the open list closes the list only; a second Escape closes the menu.
    await user.click(within(dialog).getByRole('button', { name: /^Language:/ }));
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menyu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error page inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/boom');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, this page hit a problem' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('holds the place of the page with a loading status while its code loads, inside the frame', async () => {
    const router = renderSite('/');
    act(() => router.navigate('/slow'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.getByRole('main')).toHaveClass('min-h-[70vh]');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await act(async () => finishLoading());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The slow page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });

  it('scrolls to the top on a new page and to the anchor of a link with one', async () => {
    const router = renderSite('/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    act(() => router.navigate('/other'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    const target = document.createElement('section');
    target.id = 'contact';
    document.body.append(target);
    scrollTo.mockClear();
    act(() => router.navigate('/#contact'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
    target.remove();
  });
});

describe('the real route table', { timeout: 15_000 }, () => {
  it('renders unknown routes as the not-found page inside the layout', async () => {
    window.history.replaceState(null, '', '/#/no-such-page');
    const { App } = await import('./app.tsx');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
