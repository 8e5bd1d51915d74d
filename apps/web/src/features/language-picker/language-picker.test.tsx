import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../content/languages.ts';
import { fail, mockFetch, ok } from '../../test/mock-fetch.ts';
import { LANGUAGE_STORAGE_KEY, LanguageProvider, useLanguage } from './language-context.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { memoryHashLocation } from '../../lib/hash-location.ts';
import { MemoryRouter } from '../../test/render-with-router.tsx';

/** A fake of our server: /api/config, and /api/translate answering `[to] text` unless told otherwise. */
function mockServer({
  translationAvailable = false,
  translate,
}: { translationAvailable?: boolean; translate?: (to: string, texts: string[]) => Response } = {}) {
  const requests: { to: string; texts: string[] }[] = [];
  mockFetch({
    'GET /api/config': () => ok({ chatWidgetSrc: null, translationAvailable }),
    'POST /api/translate': (init) => {
      const { to, texts } = JSON.parse(String(init.body)) as { to: string; texts: string[] };
      requests.push({ to, texts });
      return translate
        ? translate(to, texts)
        : ok({ translations: texts.map((text) => `[${to}] ${text}`) });
    },
  });
  return { requests };
}

function Router({ children }: { children: ReactNode }) {
  const [location] = useState(() => memoryHashLocation());
  return (
    <MemoryRouter location={location}>
      <LanguageProvider>{children}</LanguageProvider>
    </MemoryRouter>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <Router>
      <LanguagePicker />
      <button type="button">elsewhere</button>
    </Router>,
  );
  return user;
}

beforeEach(() => {
  mockServer();
});

const pickerButton = () => screen.getByRole('button', { name: /^Language:/ });

describe('useLanguage', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLanguage())).toThrow(
      'useLanguage must be used within a LanguageProvider',
    );
  });

  it('starts in English, or with the stored language', async () => {
    const { result, unmount } = renderHook(() => useLanguage(), { wrapper: Router });
    expect(result.current.language.code).toBe('en');
    expect(result.current.chosenByUser).toBe(false);
    unmount();

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sw');
    const stored = renderHook(() => useLanguage(), { wrapper: Router });
    expect(stored.result.current.language.code).toBe('sw');
    // Loading while the stored language's dictionary is fetched.
    expect(stored.result.current.loading).toBe(true);
    expect(document.documentElement.lang).toBe('sw');
    await waitFor(() => expect(stored.result.current.loading).toBe(false));
  });

  it('falls back to English for an unknown stored code or unreadable storage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(renderHook(() => useLanguage(), { wrapper: Router }).result.current.language.code).toBe(
      'en',
    );

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(renderHook(() => useLanguage(), { wrapper: Router }).result.current.language.code).toBe(
      'en',
    );
    expect(error).toHaveBeenCalledWith('Language initialization failed', expect.any(Error));
  });
});

describe('the language picker', () => {
  it('shows the flag and code, and opens a list of every language', async () => {
    const user = setup();
    const button = pickerButton();
    expect(button).toHaveTextContent('EN');
    // An SVG flag picture, never an emoji that some systems draw as two letters.
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/gb\.svg/);
    expect(button.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The list's code loads on its own (a lazy part): it comes a moment later, focused.
    const list = await screen.findByRole('listbox', { name: 'Languages' });
    expect(button).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(languages.length);
    for (const language of languages)
      expect(within(list).getByText(language.name)).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /English/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(list).toHaveFocus();
  });

  it('stores the chosen language and sets <html lang>', async () => {
    const user = setup();
    await user.click(pickerButton());
    await user.click(screen.getByRole('option', { name: /Français/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(pickerButton()).toHaveTextContent('FR');
    expect(pickerButton()).toHaveFocus();
  });

  it('works with the keyboard: arrows, Enter, Escape', async () => {
    const user = setup();
    pickerButton().focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /English/ }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[2]?.id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(pickerButton()).toHaveFocus();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    await waitFor(() =>
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(languages.at(-1)?.code),
    );
  });

  it('choosing the active language just closes the list', async () => {
    const user = setup();
    await user.click(pickerButton());
    await user.click(screen.getByRole('option', { name: /English/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('closes on an outside click and when focus leaves', async () => {
    const user = setup();
    await user.click(pickerButton());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(pickerButton());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('changing the language (docs/product.md §4, §8)', () => {
  function renderPage() {
    const user = userEvent.setup();
    render(
      <Router>
        <LanguagePicker />
        <main>
          <h1>Smart roads for growing cities</h1>
        </main>
      </Router>,
    );
    return user;
  }
  const choose = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
    await user.click(pickerButton());
    await user.click(screen.getByRole('option', { name }));
  };

  it('disables the button with a spinner while the stored language loads', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    renderPage();
    expect(pickerButton()).toBeDisabled();
    expect(screen.getByTestId('language-spinner')).toBeInTheDocument();
    await waitFor(() => expect(pickerButton()).toBeEnabled());
    expect(screen.queryByTestId('language-spinner')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-label', 'Langues');
  });

  it('without a translator, a language with no dictionary shows the error and the picker stays', async () => {
    const user = renderPage();
    await choose(user, /Deutsch/);
    expect(
      await screen.findByText('Translation service not configured. Please contact administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Translation service not configured. Please contact administrator.',
    );
    expect(pickerButton()).toHaveTextContent('EN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('without a translator, a dictionary language just shows its dictionary', async () => {
    const user = renderPage();
    await choose(user, /Français/);
    await waitFor(() => expect(pickerButton()).toHaveTextContent('FR'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Smart roads for growing cities',
    );
  });

  it('translates the page through the server, and English restores it exactly', async () => {
    const server = mockServer({ translationAvailable: true });
    const user = renderPage();
    await choose(user, /Deutsch/);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        '[de] Smart roads for growing cities',
      ),
    );
    expect(server.requests).toHaveLength(1);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    await waitFor(() => expect(pickerButton()).toBeEnabled());
    await choose(user, /English/);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        /^Smart roads for growing cities$/,
      ),
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('does not send the dictionary texts of the chosen language', async () => {
    const server = mockServer({ translationAvailable: true });
    const user = renderPage();
    await choose(user, /Français/);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('[fr] Smart roads'),
    );
    const sent = server.requests.flatMap((request) => request.texts);
    expect(sent).toContain('Smart roads for growing cities');
    expect(sent).not.toContain('Langues');
  });

  it('on a failure shows the message and reverts the picker, storage and <html lang>', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockServer({
      translationAvailable: true,
      translate: () => fail(502, 'Translation failed. Please try again.'),
    });
    const user = renderPage();
    await choose(user, /Deutsch/);
    expect(await screen.findByText('Translation failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(pickerButton()).toHaveTextContent('EN'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Smart roads for growing cities$/,
    );
  });

  it('sets dir="rtl" for Arabic and back to ltr', async () => {
    mockServer({ translationAvailable: true });
    const user = renderPage();
    await choose(user, /العربية/);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    await waitFor(() => expect(pickerButton()).toBeEnabled());
    await choose(user, /English/);
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
