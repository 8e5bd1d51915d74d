import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../content/languages.ts';
import { LANGUAGE_STORAGE_KEY, LanguageProvider, useLanguage } from './language-context.tsx';
import { LanguagePicker } from './language-picker.tsx';

function setup() {
  const user = userEvent.setup();
  render(
    <LanguageProvider>
      <LanguagePicker />
      <button type="button">elsewhere</button>
    </LanguageProvider>,
  );
  return user;
}

const pickerButton = () => screen.getByRole('button', { name: /^Language:/ });

afterEach(() => {
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

describe('useLanguage', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider');
  });

  it('starts in English, or with the stored language', () => {
    const { result, unmount } = renderHook(() => useLanguage(), { wrapper: LanguageProvider });
    expect(result.current.language.code).toBe('en');
    expect(result.current.chosenByUser).toBe(false);
    unmount();

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sw');
    const stored = renderHook(() => useLanguage(), { wrapper: LanguageProvider });
    expect(stored.result.current.language.code).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('falls back to English for an unknown stored code or unreadable storage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(renderHook(() => useLanguage(), { wrapper: LanguageProvider }).result.current.language.code).toBe('en');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(renderHook(() => useLanguage(), { wrapper: LanguageProvider }).result.current.language.code).toBe('en');
    expect(error).toHaveBeenCalledWith('Language initialization failed', expect.any(Error));
  });
});

describe('the language picker', () => {
  it('shows the flag and code, and opens a list of every language', async () => {
    const user = setup();
    const button = pickerButton();
    expect(button).toHaveTextContent('EN');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Languages' });
    expect(list).toHaveClass('max-h-80', 'overflow-y-auto');
    expect(button).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(languages.length);
    for (const language of languages) expect(within(list).getByText(language.name)).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveFocus();
  });

  it('stores the chosen language and sets <html lang>', async () => {
    const user = setup();
    await user.click(pickerButton());
    await user.click(screen.getByRole('option', { name: /Français/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(pickerButton()).toHaveTextContent('FR');
    expect(pickerButton()).toHaveFocus();
  });

  it('works with the keyboard: arrows, Enter, Escape', async () => {
    const user = setup();
    pickerButton().focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /English/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[2]?.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(pickerButton()).toHaveFocus();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(languages.at(-1)?.code);
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
