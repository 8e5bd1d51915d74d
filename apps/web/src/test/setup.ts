import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { uploadsInFlight } from './mock-fetch.ts';
import { unmountTakeOvers } from './take-over.tsx';

// jsdom has no showModal(); server-render tests run in the node environment, without a DOM at all.
if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();

// The test files of a worker share one document and their modules (`isolate: false`, decision 055):
// after each test, everything a test can leave behind goes, so no file sees another's.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') unmountTakeOvers();
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // mockFetch (./mock-fetch.ts) stubs the global fetch and XMLHttpRequest for one test.
  vi.unstubAllGlobals();
  uploadsInFlight.clear();
  vi.unstubAllEnvs();
  // Server-render tests run in the node environment, without storage or a document.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') {
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
  }
});
