import { paths } from '@site/shared/site-routes';
import { termsOfService } from '../../content/legal.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage document={termsOfService} path={paths.terms} />;
}

export { TermsPage as Component };
