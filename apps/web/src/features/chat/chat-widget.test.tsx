import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentLocation, renderWithRouter } from '../../test/render-with-router.tsx';
import { useTestingLibraryFakeTimers } from '../../test/fake-timers-support.ts';
import { fail, mockFetch, ok } from '../../test/mock-fetch.ts';
import {
  CHAT_ATTRIBUTES_DELAY_MS,
  CHAT_LOAD_TIMEOUT_MS,
  CHAT_TRANSLATION_DELAY_MS,
  CHAT_VISIBILITY_DELAY_MS,
  TRANSLATION_COMPLETE_EVENT,
} from './chat-settings.ts';
import { ChatWidget } from './chat-widget.tsx';

let widgetCount = 0;
/** A fresh widget URL per test: the loader injects each script only once per page. */
const newWidgetSrc = () => `https://chat.example.test/widget-${++widgetCount}.js`;

function stubConfig(chatWidgetSrc: string | null, up = true) {
  return mockFetch({
    'GET /api/config': () =>
      up ? ok({ chatWidgetSrc, translationAvailable: false }) : fail(500, 'Down'),
  });
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const script = (src: string) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
const fallbackButton = () => screen.queryByRole('button', { name: 'Chat with us' });

function renderWidget() {
  renderWithRouter(
    <>
      <ChatWidget />
      <CurrentLocation />
    </>,
  );
}

beforeEach(useTestingLibraryFakeTimers);
afterEach(() => {
  delete window.Tawk_API;
  delete window.Tawk_LoadStart;
  for (const element of document.querySelectorAll('script[data-chat-widget]')) element.remove();
});

describe('the live chat', () => {
  it('shows the fallback button when no widget is configured, and it leads to /contact', async () => {
    const api = stubConfig(null);
    renderWidget();
    expect(fallbackButton()).not.toBeInTheDocument();
    await flush();
    expect(api.keys()).toEqual(['GET /api/config']);
    const button = fallbackButton();
    expect(button).toBeInTheDocument();
    expect(button).toHaveClass(
      'fixed',
      'z-[1000]',
      'bottom-[10px]',
      'right-[10px]',
      'lg:bottom-5',
      'lg:right-5',
    );
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('shows the fallback button when the configuration cannot be read', async () => {
    stubConfig(null, false);
    renderWidget();
    await flush();
    expect(fallbackButton()).toBeInTheDocument();
  });

  it('injects the configured script once and shows the fallback button if it errors', async () => {
    const src = newWidgetSrc();
    stubConfig(src);
    renderWidget();
    await flush();
    expect(document.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
    expect(script(src)?.async).toBe(true);
    expect(fallbackButton()).not.toBeInTheDocument();

    act(() => script(src)?.dispatchEvent(new Event('error')));
    await flush();
    expect(fallbackButton()).toBeInTheDocument();
  });

  it('shows the fallback button when the script has not loaded within 10 s', async () => {
    const src = newWidgetSrc();
    stubConfig(src);
    renderWidget();
    await flush();
    await advance(CHAT_LOAD_TIMEOUT_MS - 1);
    expect(fallbackButton()).not.toBeInTheDocument();
    await advance(1);
    expect(fallbackButton()).toBeInTheDocument();

    // A script that still arrives replaces the fallback with the real widget.
    act(() => script(src)?.dispatchEvent(new Event('load')));
    await flush();
    expect(fallbackButton()).not.toBeInTheDocument();
  });

  it('sets the visitor attributes 2 s after the script loads, and places the widget bottom-right', async () => {
    const src = newWidgetSrc();
    stubConfig(src);
    renderWidget();
    await flush();
    expect(window.Tawk_API?.customStyle).toEqual({
      zIndex: 1000,
      visibility: {
        desktop: { position: 'br', xOffset: 20, yOffset: 20 },
        mobile: { position: 'br', xOffset: 10, yOffset: 10 },
      },
    });
    const setAttributes = vi.fn();
    window.Tawk_API = { ...window.Tawk_API, setAttributes };
    act(() => script(src)?.dispatchEvent(new Event('load')));
    await flush();
    await advance(CHAT_ATTRIBUTES_DELAY_MS - 1);
    expect(setAttributes).not.toHaveBeenCalled();
    await advance(1);
    expect(setAttributes).toHaveBeenCalledWith(
      { name: 'Website Visitor', email: '', hash: '' },
      expect.any(Function),
    );

    await advance(CHAT_LOAD_TIMEOUT_MS);
    expect(fallbackButton()).not.toBeInTheDocument();
  });

  it('survives a widget without the API or one that throws', async () => {
    const src = newWidgetSrc();
    stubConfig(src);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidget();
    await flush();
    window.Tawk_API = {
      setAttributes: () => {
        throw new Error('not ready');
      },
    };
    act(() => script(src)?.dispatchEvent(new Event('load')));
    await flush();
    await advance(CHAT_ATTRIBUTES_DELAY_MS);
    expect(warn).toHaveBeenCalled();
    expect(fallbackButton()).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows the widget again 1 s after the tab becomes visible and 1.5 s after a translation', async () => {
    const src = newWidgetSrc();
    stubConfig(src);
    renderWidget();
    await flush();
    const showWidget = vi.fn();
    window.Tawk_API = { ...window.Tawk_API, showWidget };
    act(() => script(src)?.dispatchEvent(new Event('load')));
    await flush();

    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await advance(CHAT_VISIBILITY_DELAY_MS - 1);
    expect(showWidget).not.toHaveBeenCalled();
    await advance(1);
    expect(showWidget).toHaveBeenCalledTimes(1);

    act(() => window.dispatchEvent(new Event(TRANSLATION_COMPLETE_EVENT)));
    await advance(CHAT_TRANSLATION_DELAY_MS - 1);
    expect(showWidget).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(showWidget).toHaveBeenCalledTimes(2);
  });

  it('keeps the fallback button visible after a translation', async () => {
    stubConfig(null);
    renderWidget();
    await flush();
    const before = fallbackButton();
    act(() => window.dispatchEvent(new Event(TRANSLATION_COMPLETE_EVENT)));
    await advance(CHAT_TRANSLATION_DELAY_MS);
    const after = fallbackButton();
    expect(after).toBeInTheDocument();
    expect(after).not.toBe(before); // re-created, so anything that hid it is undone
  });
});
