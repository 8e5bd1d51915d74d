import { afterEach, describe, expect, it, vi } from 'vitest';
import { runHeadScript, type HeadScriptData } from './head-script.ts';
import { PRERENDERED_PAGE_ATTRIBUTE, ROUTE_PENDING_ATTRIBUTE } from './prerendered-markers.ts';

const data: HeadScriptData = {
  prerenderedPageAttribute: PRERENDERED_PAGE_ATTRIBUTE,
  routePendingAttribute: ROUTE_PENDING_ATTRIBUTE,
  pagePath: { source: '^/[\\w/-]*$', flags: '' },
  twinPictures: {},
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
  document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE);
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
