import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { installDialogPolyfill } from '@site/web/test/dialog-polyfill.ts';
import { uploadsInFlight } from '@site/web/test/mock-fetch.ts';
import { afterEach, vi } from 'vitest';
import { forgetSignedInHint } from './admin-portal.tsx';

installDialogPolyfill();

// findBy… and waitFor wait for a state, not a time: on a loaded two-core machine a lazy chunk can
// take longer than the default second to arrive, so they wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// The test files of a worker share one document and their modules (`isolate: false`, decision 055):
// after each test, everything a test can leave behind goes, so no file sees another's.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  uploadsInFlight.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  forgetSignedInHint();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
