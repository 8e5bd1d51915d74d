import { paths } from '@site/shared/site-routes';
import { privacyPolicy } from '../../content/legal.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage document={privacyPolicy} path={paths.privacy} />;
}

export { PrivacyPage as Component };
