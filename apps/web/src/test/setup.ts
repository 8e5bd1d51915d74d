import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Server-render tests run in the node environment, without storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
