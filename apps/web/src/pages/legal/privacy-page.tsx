import { privacyPolicy } from '../../content/legal.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}

export { PrivacyPage as Component };
