import '@testing-library/jest-dom/vitest';
import { prepareTestDocument, resetAfterTest } from '@site/web/test/shared-document.ts';
import { afterEach } from 'vitest';
import { forgetSignedInHint } from './admin-portal.tsx';

prepareTestDocument();

afterEach(() => {
  resetAfterTest(() => {
    forgetSignedInHint();
    history.replaceState(null, '', '/');
  });
});
