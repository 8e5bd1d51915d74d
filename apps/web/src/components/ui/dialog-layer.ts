import { useSyncExternalStore } from 'react';

let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: HTMLDialogElement[]) {
  stack = next;
  for (const listener of listeners) listener();
}

/** Records `dialog` as the topmost open modal dialog until the returned function is called. */
export function openDialogLayer(dialog: HTMLDialogElement): () => void {
  publish([...stack, dialog]);
  return () => publish(stack.filter((open) => open !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The topmost open modal dialog, or null. A modal dialog makes everything outside it inert, so
 * something that must stay usable above dialogs (the language alert) renders inside this one. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => stack.at(-1) ?? null,
    () => null,
  );
}
