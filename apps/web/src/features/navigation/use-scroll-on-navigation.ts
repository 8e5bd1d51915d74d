import { useEffect } from 'react';
import { useRouteEntry } from '../../lib/hash-location.ts';

/** How long to wait for an anchor target that renders after the route (data still loading). */
const ANCHOR_WAIT_MS = 2_000;

/** On a new page, start at the top; with an anchor ('/contact#contact'), scroll to the element with
 * that id, below the sticky header. Back and forward (POP) keep the browser's own restoration,
 * except on first load with an anchor. */
export function useScrollOnNavigation() {
  const { navigation: key, hash, pop } = useRouteEntry();

  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
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
  }, [key, hash, pop]);
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
