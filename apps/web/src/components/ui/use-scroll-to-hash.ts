import { useEffect } from 'react';
import { useRouteEntry } from '../../lib/hash-location.ts';
import { scrollToId } from './scroll-into-view.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** The section id of the route's own hash (`/about#team` → 'team'), or '' when there is none. */
export function useHashId(): string {
  return decodeURIComponent(useRouteEntry().hash.replace(/^#/, ''));
}

/** Scrolls to the section named by the route's hash on arrival and on every navigation to it
 * (a second click on the same header link scrolls again). `target` is the element id. */
export function useScrollToHash(target: string | undefined): void {
  const { navigation: key } = useRouteEntry();
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (target) scrollToId(target, !reducedMotion);
    // Only a navigation should scroll, not a change of the motion preference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, key]);
}
