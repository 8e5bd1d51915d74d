import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

// jsdom has no showModal(); server-render tests run in the node environment, without a DOM at all.
if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();

afterEach(() => {
  cleanup();
  // mockFetch (./mock-fetch.ts) stubs the global fetch for one test.
  vi.unstubAllGlobals();
  // Server-render tests run in the node environment, without storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
