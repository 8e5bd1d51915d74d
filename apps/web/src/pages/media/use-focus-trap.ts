import type { KeyboardEvent, RefObject } from 'react';
import { useEffect } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => !element.hasAttribute('inert'));
}

/**
 * Keeps keyboard focus inside `container` while it is mounted: focuses `initial` (or the
 * container) on mount, and wraps Tab and Shift+Tab at both ends. Returns the keydown handler to
 * put on the container; the caller decides where focus goes when the container closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, initial?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    (initial?.current ?? container.current)?.focus();
  }, [container, initial]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = container.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusables(root);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const outside = !(active instanceof HTMLElement) || active === root || !root.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
}
