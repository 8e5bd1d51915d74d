import { paths } from '@site/shared/site-routes';
import { aboutHero, aboutMeta } from '../../content/about.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { AboutCta } from './about-cta.tsx';
import { CoreServices } from './core-services.tsx';
import { DedicationSection } from './dedication-section.tsx';
import { LeadershipTeam } from './leadership-team.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { Testimonials } from './testimonials.tsx';
import { WhoWeAre } from './who-we-are.tsx';

export function AboutPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...aboutMeta} path={paths.about} />
      <PageHero {...aboutHero} />
      <DedicationSection />
      <WhoWeAre />
      <LeadershipTeam />
      <ProvidersSection />
      <CoreServices />
      <Testimonials />
      <AboutCta />
    </main>
  );
}

export { AboutPage as Component };
