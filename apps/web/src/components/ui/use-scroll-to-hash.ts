import { useEffect } from 'react';
import { useRouteEntry } from '../../lib/hash-location.ts';

/** How long to wait for an anchor target that renders after the route (data still loading). */
const ANCHOR_WAIT_MS = 2_000;

/** The section id of the route's own hash (`/about#team` → 'team'), or '' when there is none. */
export function useHashId(): string {
  return decodeURIComponent(useRouteEntry().hash.replace(/^#/, ''));
}

/** The one scroll-to-hash hook. On every navigation (a second click on the same link too): with an
 * anchor ('/contact#contact'), scroll to the element with that id, below the sticky header, waiting
 * for it if it renders later; `section` names another element for a hash that is not an element id
 * (a product category scrolls to the catalogue). Without an anchor a new page starts at the top;
 * back and forward (POP) keep the browser's own restoration, except on first load with an anchor. */
export function useScrollToHash(section?: string): void {
  const { navigation: key, pop } = useRouteEntry();
  const hashId = useHashId();
  const id = section ?? hashId;

  useEffect(() => {
    if (!id) {
      if (!pop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    if (scrollToAnchor(id)) return;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor(id)) stop();
    });
    const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [key, id, pop]);
}

function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const offset = (header?.offsetHeight ?? 0) + 8;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' });
  return true;
}
