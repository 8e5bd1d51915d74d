import { CONTACT_SUBJECT_PARAM, paths } from '@site/shared/site-routes';
import { useSearchParams } from 'wouter';
import { contactHero, contactMeta } from '../../content/contact.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { cleanSubject } from './contact-subject.ts';
import { SupportSection } from './support-section.tsx';

export function ContactPage() {
  const [searchParams] = useSearchParams();
  const subject = cleanSubject(searchParams.get(CONTACT_SUBJECT_PARAM));
  // The server's page is one for every ?subject= (its query is not rendered): the subject shows once
  // the app runs, so the app takes over the same markup (and keeps what was typed meanwhile).
  const inBrowser = useInBrowser();

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead {...contactMeta} path={paths.contact} />
      <PageHero {...contactHero} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:py-16">
        <ContactForm subject={inBrowser ? subject : undefined} />
        <ContactDetails />
      </div>
      <SupportSection />
    </main>
  );
}

export { ContactPage as Component };
