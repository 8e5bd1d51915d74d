import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

installDialogPolyfill();

afterEach(() => {
  cleanup();
  // mockFetch (./mock-fetch.ts) stubs the global fetch for one test.
  vi.unstubAllGlobals();
  localStorage.clear();
});
