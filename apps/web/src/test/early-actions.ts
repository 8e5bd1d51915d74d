import { act } from '@testing-library/react';

/** The mark of a control that needs the app (docs/architecture.md "Early actions"; its constant is in
 * app/prerendered-markers.ts, which only main.tsx imports). */
const EARLY_ACTION_ATTRIBUTE = 'data-early-action';

/** The name under which index.html's head script keeps a tap on `control` before the app has taken
 * over (null: no mark, so such a tap would be lost). */
export const earlyActionOf = (control: Element) => control.getAttribute(EARLY_ACTION_ATTRIBUTE);

/** A tap on `control` before the app has taken over, done as the app does it once there
 * (app/early-actions.ts, proved in app/early-actions.test.tsx): the control is found again in the
 * document by the name the head script kept, the first one with it, and clicked. */
export function tapBeforeTakeOver(control: Element) {
  const name = earlyActionOf(control);
  if (!name) throw new Error(`${control.outerHTML.slice(0, 80)}… has no ${EARLY_ACTION_ATTRIBUTE}`);
  const found = document.querySelector<HTMLElement>(
    `[${EARLY_ACTION_ATTRIBUTE}="${CSS.escape(name)}"]`,
  );
  if (found !== control) throw new Error(`another control is found first by the name "${name}"`);
  act(() => found.click());
}
