import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserPhase } from '../../components/ui/browser-phase.tsx';
import { Router } from 'wouter';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isModal } from '../../test/dialog-polyfill.ts';
import { CurrentLocation, renderWithRouter } from '../../test/render-with-router.tsx';
import { useTestingLibraryFakeTimers } from '../../test/fake-timers-support.ts';
import { searchIndex, searchTips } from '../../content/search-index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { contentRoutes, seededItems } from '../../test/content-items.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { SEARCH_DEBOUNCE_MS } from './search-dialog.tsx';
import { SearchLauncher } from './search-launcher.tsx';

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithRouter(
    <>
      <SearchLauncher />
      <CurrentLocation />
    </>,
  );
  return user;
}

const settle = () => act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('dialog', { name: 'Search the site' }); // the overlay is a lazy chunk
}

beforeEach(() => {
  useTestingLibraryFakeTimers();
  // The overlay names the published projects: on a fresh install, the index's five.
  mockFetch(contentRoutes('projects'));
});
describe('the search button', { timeout: 15_000 }, () => {
  it("is a link to the search page in the server's HTML, which works without script", () => {
    const html = renderToString(
      <BrowserPhase hydrating>
        {() => (
          <Router ssrPath="/about">
            <SearchLauncher />
          </Router>
        )}
      </BrowserPhase>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/search"/);
    expect(html).toContain('aria-label="Search"');
    expect(html).not.toContain('role="button"');
    expect(html).not.toContain('aria-haspopup');
  });

  it('in the app, opens the overlay in place on a click, Enter or Space, still a link for a new tab', async () => {
    const user = setup();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('href', '/search');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await openSearch(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('the search overlay', { timeout: 15_000 }, () => {
  it('has 17 entries to search', () => {
    expect(searchIndex).toHaveLength(17);
  });

  it('opens with the input focused, the prompt and the search tips', async () => {
    const user = setup();
    const dialog = await openSearch(user);
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('Start typing to search...')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Search tips' })).toBeInTheDocument();
    for (const tip of searchTips)
      expect(within(dialog).getByRole('button', { name: tip })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('recomputes the results only 300 ms after typing stops', async () => {
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), 'nairobi');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('option', { name: /Nairobi BRT System/ })).toBeInTheDocument();

    // Typing again restarts the wait: the old results stay until the new query settles.
    await user.type(screen.getByRole('combobox'), 'x');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(screen.getByRole('option', { name: /Nairobi BRT System/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('No results found for "nairobix"')).toBeInTheDocument();
  });

  it('matches title, description or category, ignoring case', async () => {
    const user = setup();
    await openSearch(user);
    const input = screen.getByRole('combobox');

    await user.type(input, 'GLASS BEADS');
    await settle();
    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.querySelector('.font-semibold:not(span.rounded)')?.textContent),
    ).toEqual(['Glass Beads']);

    await user.clear(input);
    await user.type(input, 'retroreflective'); // only in a description
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: /Glass Beads/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'company'); // the category of the four pages
    await settle();
    const pages = screen.getAllByRole('option');
    expect(
      pages.map(
        (option) => within(option).getByText(/^(Page|Project|Product|Service)$/).textContent,
      ),
    ).toEqual(['Page', 'Page', 'Page', 'Page']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  });

  it('finds a project made and published in the portal by its title or category, never a draft', async () => {
    const [seeded] = seededItems('projects');
    const made = (id: string, title: string, status: string) => ({
      ...seeded!,
      id,
      title,
      description: 'Solar signals at the Garissa junctions.',
      category: 'solar',
      status,
    });
    queryClient.clear();
    mockFetch(
      contentRoutes('projects', [
        ...seededItems('projects'),
        made('0b5e6c1e-portal', 'Garissa Solar Signals', 'published'),
        made('0b5e6c1e-draft', 'Garissa Draft Signals', 'draft'),
      ] as never),
    );
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), 'Garissa');
    await settle();
    const option = await screen.findByRole('option');
    expect(within(option).getByText('Project')).toBeInTheDocument();
    expect(within(option).getByText('Garissa Solar Signals')).toBeInTheDocument();
    expect(within(option).getByText('Solar Energy Solutions')).toBeInTheDocument();
    expect(screen.queryByText('Garissa Draft Signals')).toBeNull();
    await user.click(option);
    expect(screen.getByTestId('location')).toHaveTextContent('/projects/0b5e6c1e-portal');
  });

  it('shows each result with its type badge, title, description and category', async () => {
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), 'Kisumu');
    await settle();
    const option = screen.getByRole('option');
    const entry = searchIndex.find((item) => item.title === 'Kisumu Street Lighting');
    expect(within(option).getByText('Project')).toBeInTheDocument();
    expect(within(option).getByText('Kisumu Street Lighting')).toBeInTheDocument();
    expect(within(option).getByText(entry?.description ?? '')).toBeInTheDocument();
    expect(within(option).getByText('Smart Street Lighting')).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveClass(
      'max-h-96',
      'overflow-y-auto',
    );
  });

  it('gives no results for a blank query and says when nothing matches', async () => {
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), '   ');
    await settle();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();

    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'zebra crossing drones');
    await settle();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      /^No results found for "zebra crossing drones"$/,
    );
  });

  it('fills the query from a search tip', async () => {
    const user = setup();
    await openSearch(user);
    await user.click(screen.getByRole('button', { name: 'lighting' }));
    expect(screen.getByRole('combobox')).toHaveValue('lighting');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await settle();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const user = setup();
    await openSearch(user);
    const input = screen.getByRole('combobox');
    await user.type(input, 'solar');
    await settle();
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');

    const second = searchIndex.filter((entry) =>
      /solar/i.test(`${entry.title} ${entry.description} ${entry.category}`),
    )[1];
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(second?.href ?? 'missing');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('navigates to a clicked result and closes', async () => {
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), 'careers');
    await settle();
    await user.click(screen.getByRole('option', { name: /Careers/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/career');
  });

  it('closes on Escape, returns focus to the search button and clears the query', async () => {
    const user = setup();
    await openSearch(user);
    await user.type(screen.getByRole('combobox'), 'traffic');
    await settle();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await openSearch(user);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
  });

  it('closes on the close button and on a click on the backdrop', async () => {
    const user = setup();
    await openSearch(user);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    await openSearch(user);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Keeping Tab inside is the native modal dialog's (components/ui/modal-dialog.tsx); the browser check of
  // it is on the side menu, the same component (e2e/first-paint-navigation.spec.ts).
  it('opens modally with focus in the search box, the close button next', async () => {
    const user = setup();
    await openSearch(user);
    expect(isModal(screen.getByRole('dialog'))).toBe(true);
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
  });
});
