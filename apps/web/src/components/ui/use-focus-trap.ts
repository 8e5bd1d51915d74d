import { useEffect, type RefObject } from 'react';
import { tabbableElements } from './focusable.ts';

type FocusTrapOptions = {
  /** Receives focus when the trap starts; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
};

/** Keeps keyboard focus inside `container` while `active`: Tab and Shift+Tab wrap around, focus that
 * escapes (a click outside, a script) is pulled back. When the trap ends, focus returns to the element
 * that had it before (the button that opened the dialog). */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const { initialFocus } = options;
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusFirst = () => {
      const target = initialFocus?.current ?? tabbableElements(root)[0] ?? root;
      target.focus();
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbables = tabbableElements(root);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) focusFirst();
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, [container, active, initialFocus]);
}
