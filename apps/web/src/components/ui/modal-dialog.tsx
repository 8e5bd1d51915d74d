import {
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
  /** Classes of the full-viewport layer that positions the panel (and scrolls when it is taller). */
  layoutClassName?: string;
  backdropClassName?: string;
  panelClassName: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

const layerClass =
  'fixed inset-0 m-0 h-auto max-h-none w-auto max-w-none border-0 bg-transparent p-0 text-inherit backdrop:bg-transparent';

/** A modal dialog shown while mounted, on the native `<dialog>` opened with `showModal()`: the
 * browser keeps focus inside, makes the page behind inert and turns Escape into `cancel` (children
 * that use Escape themselves call `preventDefault()` on the keydown). The dialog fills the viewport
 * so that its own backdrop element closes it on click; page scrolling is locked, and focus goes back
 * to the opener when it closes. */
export function ModalDialog({
  onClose,
  labelledBy,
  label,
  id,
  initialFocus,
  layoutClassName = '',
  backdropClassName = 'bg-slate-950/60',
  panelClassName,
  onKeyDown,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closedByBrowser = useEffectEvent(onClose);
  useBodyScrollLock(true);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={onKeyDown}
      className={`${layerClass} ${layoutClassName}`}
    >
      <div
        data-testid="dialog-backdrop"
        aria-hidden="true"
        className={`fixed inset-0 ${backdropClassName}`}
        onClick={onClose}
      />
      <div className={`relative outline-none ${panelClassName}`}>{children}</div>
    </dialog>,
    document.body,
  );
}
