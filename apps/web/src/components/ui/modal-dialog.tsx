import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { useFocusTrap } from './use-focus-trap.ts';

type ModalDialogProps = {
  onClose: () => void;
  /** id of the element that names the dialog; or `label` when it has no visible title. */
  labelledBy?: string;
  label?: string;
  id?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes of the wrapper that positions the panel inside the viewport. */
  layoutClassName?: string;
  panelClassName: string;
  children: ReactNode;
};

/** A modal dialog rendered while mounted: a backdrop that closes it on click, Escape to close,
 * focus trapped inside and returned to the opener afterwards, the page behind made inert and
 * its scrolling locked (except body children marked `data-above-dialogs`, such as the language
 * alert, which must stay readable and dismissable). Children that use Escape themselves call `preventDefault()`. */
export function ModalDialog({ onClose, labelledBy, label, id, initialFocus, layoutClassName = '', panelClassName, children }: ModalDialogProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { initialFocus });
  useBodyScrollLock(true);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const made = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element !== root && element instanceof HTMLElement && !element.hasAttribute('inert') && !element.hasAttribute('data-above-dialogs'),
    );
    for (const element of made) element.setAttribute('inert', '');
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  return createPortal(
    <div ref={rootRef} className={`fixed inset-0 z-[1100] ${layoutClassName}`}>
      <div data-testid="dialog-backdrop" aria-hidden="true" className="absolute inset-0 bg-slate-950/60" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
