import { termsOfService } from '../../content/legal.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage document={termsOfService} />;
}

export { TermsPage as Component };
