import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { uploadsInFlight } from './mock-fetch.ts';
import { unmountTakeOvers } from './take-over.tsx';

// jsdom has no showModal(); server-render tests run in the node environment, without a DOM at all.
if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();

// findBy… and waitFor wait for a state, not a time: on a loaded two-core machine a lazy chunk can
// take longer than the default second to arrive, so they wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// The test files of a worker share one document and their modules (`isolate: false`, decision 055):
// after each test, everything a test can leave behind goes, so no file sees another's.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // mockFetch (./mock-fetch.ts) stubs the global fetch and XMLHttpRequest for one test.
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  uploadsInFlight.clear();
  queryClient.clear();
  // Server-render tests run in the node environment, without a document or storage.
  if (typeof document !== 'undefined') {
    unmountTakeOvers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
    localStorage.clear();
    sessionStorage.clear();
  }
});
