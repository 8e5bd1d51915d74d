import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { uploadsInFlight } from './mock-fetch.ts';

/** The component tests' set-up, for the site's and the portal's (apps/admin) alike. findBy… and
 * waitFor wait for a state, not a time: on a loaded two-core machine a lazy chunk can take longer
 * than the default second to arrive, so they wait up to five. jsdom has no showModal(); server-render
 * tests run in the node environment, without a DOM at all. */
export function prepareTestDocument() {
  configure({ asyncUtilTimeout: 5_000 });
  if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();
}

/** The test files of a worker share one document and their modules (`isolate: false`, decision
 * 055): after each test, everything a test can leave behind goes, so no file sees another's.
 * `alsoInDocument` runs before the document is emptied (it is skipped without one). */
export function resetAfterTest(alsoInDocument?: () => void) {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // mockFetch (./mock-fetch.ts) stubs the global fetch and XMLHttpRequest for one test.
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  uploadsInFlight.clear();
  // Server-render tests run in the node environment, without a document or storage.
  if (typeof document === 'undefined') return;
  alsoInDocument?.();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
}
