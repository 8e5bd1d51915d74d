import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTION_PENDING_ATTRIBUTE } from './prerendered-markers.ts';

/** Does what the visitor asked before the app took over (index.html's head script kept the names of
 * the controls tapped, docs/architecture.md "Early actions"): each control, found again by its name (the
 * app may have rendered it anew), is clicked once more, now with the app's handler behind it. Called
 * once, when the app has taken over; resolves once the controls are clicked.
 *
 * The clicks come from a task of their own, not from the app's effect that calls this: the page sits in
 * a Suspense boundary, which React hydrates after that commit, and a click on content not hydrated yet
 * is dropped while React is at work; from a task of its own, React hydrates that part at once (a
 * discrete event hydrates its target) and the click reaches its handler. */
export function replayEarlyActions(): Promise<void> {
  const names = window.__earlyActions ?? [];
  window.__earlyActions = [];
  return new Promise((resolve) => {
    setTimeout(() => {
      for (const control of document.querySelectorAll(`[${EARLY_ACTION_PENDING_ATTRIBUTE}]`)) {
        control.removeAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
        control.removeAttribute('aria-busy');
      }
      for (const name of names) {
        const control = document.querySelector<HTMLElement>(
          `[${EARLY_ACTION_ATTRIBUTE}="${CSS.escape(name)}"]`,
        );
        control?.click();
      }
      resolve();
    });
  });
}
