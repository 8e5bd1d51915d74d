import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { openDialogLayer } from './dialog-layer.ts';

type ModalDialogProps = {
  onClose: () => void;
  /** id of the heading that names the dialog; or `label` when it has no visible title. */
  labelledBy?: string;
  label?: string;
  id?: string;
  /** Receives focus when the dialog opens; by default the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; by default the element that had it when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Given, the dialog stays in the page while closed, rendered where it stands (the server renders
   * it too) and shown while `open`; without it, the dialog shows while mounted, at the end of <body>. */
  open?: boolean;
  /** Also a `popover="auto"` element: a button with `popovertarget` naming its `id` opens it before the
   * app runs and without script (the browser's popover: Escape closes it, focus is not kept inside).
   * Found open so when `open` turns true, the dialog carries on as a modal one (decision 046). */
  popover?: boolean;
  /** Classes of the full-viewport layer that positions the panel (and scrolls when it is taller). */
  layoutClassName?: string;
  backdropClassName?: string;
  panelClassName: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

const layerClass =
  'fixed inset-0 m-0 h-auto max-h-none w-auto max-w-none border-0 bg-transparent p-0 text-inherit backdrop:bg-transparent';

/** A modal dialog on the native `<dialog>` opened with `showModal()`: the browser keeps focus inside,
 * makes the page behind inert and turns Escape into `cancel` (children that use Escape themselves
 * call `preventDefault()` on the keydown). The dialog fills the viewport so that its own backdrop
 * element closes it on click; page scrolling is locked, and focus goes back to the opener when it
 * closes. */
export function ModalDialog({
  onClose,
  labelledBy,
  label,
  id,
  initialFocus,
  returnFocus,
  open,
  popover = false,
  layoutClassName = '',
  backdropClassName = 'bg-slate-950/60',
  panelClassName,
  onKeyDown,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closedByBrowser = useEffectEvent(onClose);
  const shown = open ?? true;
  useBodyScrollLock(shown);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !shown) return;
    if (isShownAsPopover(dialog)) dialog.hidePopover();
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openerRef.current = returnFocus?.current ?? active;
    // A close event queued by an earlier cleanup (StrictMode's second mount) finds the dialog open again.
    const onNativeClose = () => {
      if (!dialog.open) closedByBrowser();
    };
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    const closeLayer = openDialogLayer(dialog);
    return () => {
      closeLayer();
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, [shown, initialFocus, returnFocus]);
  // Focus goes back once the commit is done: moved during it, React would put it back in the dialog
  // when the dialog stays in the page.
  useEffect(() => {
    const opener = openerRef.current;
    if (!shown) return;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [shown]);

  const dialog = (
    <dialog
      ref={dialogRef}
      id={id}
      popover={popover ? 'auto' : undefined}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={onKeyDown}
      // Kept in the page, it is hidden while closed, whatever display its layout gives it.
      className={`${layerClass} ${open === undefined ? '' : 'not-open:hidden'} ${layoutClassName}`}
    >
      <div
        data-testid="dialog-backdrop"
        aria-hidden="true"
        className={`fixed inset-0 ${backdropClassName}`}
        onClick={onClose}
      />
      <div className={`relative outline-none ${panelClassName}`}>{children}</div>
    </dialog>
  );
  return open === undefined ? createPortal(dialog, document.body) : dialog;
}

/** Whether `element` is showing as a popover (opened by its invoker before the app ran). */
export function isShownAsPopover(element: HTMLElement): boolean {
  return typeof element.hidePopover === 'function' && element.matches(':popover-open');
}
