import '@testing-library/jest-dom/vitest';
import { prepareTestDocument, resetAfterTest } from '@site/web/test/shared-document.ts';
import { afterEach } from 'vitest';
import { forgetSignedInHint } from './admin-portal.tsx';
import { stubLayoutForEditor } from './layout-stubs.ts';

prepareTestDocument();
stubLayoutForEditor();

afterEach(() => {
  resetAfterTest(() => {
    forgetSignedInHint();
    history.replaceState(null, '', '/');
  });
});
