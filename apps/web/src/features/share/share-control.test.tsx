import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isModal } from '../../test/dialog-polyfill.ts';
import { earlyActionOf, tapBeforeTakeOver } from '../../test/early-actions.ts';
import { COPY_CONFIRMATION_MS, ShareControl } from './share-control.tsx';

const url = 'https://site.example/#/blog/a-post';
const twin = 'https://site.example/blog/a-post';
const title = 'Roads & Lights';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'execCommand');
});

function openDialog() {
  render(
    <>
      <ShareControl url={url} title={title} />
      <a href="#after">after</a>
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share this article' });
}

// Role queries over a dialog in jsdom are slow on a busy machine: allow more than the default 5 s.
describe('the share control', { timeout: 20_000 }, () => {
  it("opens a dialog with the four networks in new tabs, the post's path twin and title encoded, and the hash URL to copy", () => {
    const dialog = openDialog();
    expect(dialog).toBeInTheDocument();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'WhatsApp']) {
      const link = screen.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(twin));
    }
    expect(screen.getByRole('link', { name: /Twitter/ }).getAttribute('href')).toContain(
      `text=${encodeURIComponent(title)}`,
    );
    expect(screen.getByRole('textbox', { name: 'Link to this article' })).toHaveValue(url);
    // No native share in jsdom, so no 'Share…' button.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('opens modally, closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<ShareControl url={url} title={title} />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(isModal(dialog)).toBe(true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the native share sheet where the browser has one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    openDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    });
    expect(share).toHaveBeenCalledWith({ title, url: twin });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Link copied!' for exactly 2000 ms after copying", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    openDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    expect(COPY_CONFIRMATION_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('falls back to the older copy method when the Clipboard API fails', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    openDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(exec).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the link cannot be copied at all', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    openDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
  });

  it('is marked for the early taps, so a tap before the take-over opens the dialog once the app is there', () => {
    render(<ShareControl url={url} title={title} />);
    const opener = screen.getByRole('button', { name: 'Share' });
    expect(earlyActionOf(opener)).toBe('share');
    tapBeforeTakeOver(opener);
    const dialog = screen.getByRole('dialog', { name: 'Share this article' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
  });
});
