import { aboutHero } from '../../content/about.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { usePageTitle } from '../page-title.ts';
import { AboutCta } from './about-cta.tsx';
import { CoreServices } from './core-services.tsx';
import { DedicationSection } from './dedication-section.tsx';
import { LeadershipTeam } from './leadership-team.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { Testimonials } from './testimonials.tsx';
import { WhoWeAre } from './who-we-are.tsx';

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHero title={aboutHero.title} subtitle={aboutHero.subtitle} image={aboutHero.image} />
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
