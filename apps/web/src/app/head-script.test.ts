import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyActions } from './early-actions.ts';
import { runHeadScript, type HeadScriptData } from './head-script.ts';
import {
  EARLY_ACTION_ATTRIBUTE,
  EARLY_ACTION_PENDING_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
  ROUTE_PENDING_ATTRIBUTE,
} from './prerendered-markers.ts';

const data: HeadScriptData = {
  prerenderedPageAttribute: PRERENDERED_PAGE_ATTRIBUTE,
  routePendingAttribute: ROUTE_PENDING_ATTRIBUTE,
  pagePath: { source: '^/[\\w/-]*$', flags: '' },
  twinPictures: {},
  earlyActionAttribute: EARLY_ACTION_ATTRIBUTE,
  earlyActionPendingAttribute: EARLY_ACTION_PENDING_ATTRIBUTE,
};

/** Runs the head script at `address` on a prerendered page; jsdom does not navigate, so `location` is
 * a stand-in that records where the script sends the visitor. */
function runAt(address: string) {
  const url = new URL(address, 'http://127.0.0.1:3000');
  const replace = vi.fn();
  vi.stubGlobal('location', { hash: url.hash, pathname: url.pathname, replace });
  document.documentElement.setAttribute(PRERENDERED_PAGE_ATTRIBUTE, '');
  document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE);
  runHeadScript(data);
  return { replace, pending: document.documentElement.getAttribute(ROUTE_PENDING_ATTRIBUTE) };
}

afterEach(() => {
  // Each run of the script listens for clicks until the app is ready: a click once it is ends them all.
  document.documentElement.dataset.app = 'ready';
  document.body.click();
});

describe("index.html's head script", () => {
  it('sends /#/admin to the portal’s own document at /admin, hiding the page meanwhile', () => {
    for (const address of ['/#/admin', '/#/admin/', '/about#/admin']) {
      const { replace, pending } = runAt(address);
      expect(replace, address).toHaveBeenCalledWith('/admin');
      expect(pending, address).toBe('admin');
    }
  });

  it('still sends another hash route to its twin, and leaves a page showing its own route alone', () => {
    const twin = runAt('/#/about');
    expect(twin.replace).toHaveBeenCalledWith('/about#/about');
    expect(twin.pending).toBe('twin');
    const own = runAt('/about#/about');
    expect(own.replace).not.toHaveBeenCalled();
    expect(own.pending).toBeNull();
  });
});

/** A control of the server's HTML that needs the app, its (future) handler counting the clicks; the
 * icon inside it is what a tap usually hits. */
function control(name: string) {
  const button = document.createElement('button');
  button.setAttribute(EARLY_ACTION_ATTRIBUTE, name);
  const icon = button.appendChild(document.createElement('span'));
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  document.body.append(button);
  return { button, icon, onClick };
}

/** Dispatches a click as the browser does for a tap; answers whether the click was prevented. */
const tap = (element: Element) =>
  !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('early actions, kept by the head script until the app has taken over', () => {
  it('keeps a tap on a marked control: prevented, its name kept, the control marked busy', () => {
    runAt('/media');
    const filter = control('media-filter:events');
    expect(tap(filter.icon)).toBe(true);
    expect(filter.onClick).not.toHaveBeenCalled();
    expect(window.__earlyActions).toEqual(['media-filter:events']);
    expect(filter.button).toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
    expect(filter.button).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves a tap on anything else alone: links and forms work without the app', () => {
    runAt('/media');
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#/about';
    const onClick = vi.fn();
    link.addEventListener('click', onClick);
    expect(tap(link)).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.__earlyActions).toEqual([]);
    expect(link).not.toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
  });

  it('keeps a double tap once, and taps on other controls in order', () => {
    runAt('/projects');
    const next = control('carousel:next');
    const previous = control('carousel:previous');
    tap(next.button);
    tap(next.icon);
    tap(previous.button);
    tap(next.button);
    expect(window.__earlyActions).toEqual(['carousel:next', 'carousel:previous', 'carousel:next']);
  });

  it('keeps Enter and Space on a focused control: the browser clicks the button', async () => {
    runAt('/blog/a-post');
    const user = userEvent.setup();
    const share = control('share');
    share.button.focus();
    await user.keyboard('{Enter}');
    const language = control('language');
    language.button.focus();
    await user.keyboard(' ');
    expect(share.onClick).not.toHaveBeenCalled();
    expect(language.onClick).not.toHaveBeenCalled();
    expect(window.__earlyActions).toEqual(['share', 'language']);
  });

  it('lets every tap through once the app is ready, and the app does the kept one', async () => {
    runAt('/');
    const language = control('language');
    tap(language.icon);
    document.documentElement.dataset.app = 'ready';
    await replayEarlyActions();
    expect(language.onClick).toHaveBeenCalledTimes(1);
    expect(language.button).not.toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
    expect(language.button).not.toHaveAttribute('aria-busy');
    expect(tap(language.button)).toBe(false);
    expect(language.onClick).toHaveBeenCalledTimes(2);
    expect(window.__earlyActions).toEqual([]);
  });
});
