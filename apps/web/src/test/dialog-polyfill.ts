/** jsdom has `<dialog>` but not `showModal()`/`close()`: enough of them for unit tests. The browser's
 * own parts (the inert page, the top layer, focus kept inside) are left to the e2e tests. */
const modal = new WeakSet<HTMLDialogElement>();

/** True while `dialog` is open through `showModal()`. */
export function isModal(dialog: HTMLElement): boolean {
  return dialog instanceof HTMLDialogElement && dialog.open && modal.has(dialog);
}

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected', 'InvalidStateError');
    modal.add(this);
    this.setAttribute('open', '');
    const first = this.querySelector<HTMLElement>(
      '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    first?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    modal.delete(this);
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // The browser turns an Escape keydown nobody cancelled into `cancel` on the topmost modal dialog.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = Array.from(document.querySelectorAll('dialog[open]')).findLast((open) =>
      isModal(open as HTMLElement),
    ) as HTMLDialogElement | undefined;
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
