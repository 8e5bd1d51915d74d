import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { prepareTestDocument, resetAfterTest } from './shared-document.ts';
import { unmountTakeOvers } from './take-over.tsx';

prepareTestDocument();

afterEach(() => {
  queryClient.clear();
  resetAfterTest(unmountTakeOvers);
});
