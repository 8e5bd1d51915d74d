/** Copies text with the Clipboard API, falling back to the older method (a selected hidden
 * textarea and `execCommand('copy')`) where the API is missing or refuses (docs/product.md §8).
 * `container` holds the textarea: inside a modal dialog it must be the dialog, because the page
 * behind it is inert and could not take focus (nor the selection). Resolves to whether the text was copied. */
export async function copyText(
  text: string,
  container: HTMLElement = document.body,
): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return legacyCopy(text, container);
  }
}

export function legacyCopy(text: string, container: HTMLElement = document.body): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    pointerEvents: 'none',
  });
  container.append(textarea);
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    active?.focus();
  }
}
