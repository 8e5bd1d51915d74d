import { usePageTitle } from '../page-title.ts';
import { BusinessServices } from './business-services.tsx';
import { HomeAbout } from './home-about.tsx';
import { HomeHero } from './home-hero.tsx';
import { LatestNews } from './latest-news.tsx';

export function HomePage() {
  usePageTitle('Home');
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <HomeHero />
      <BusinessServices />
      <HomeAbout />
      <LatestNews />
    </main>
  );
}

export { HomePage as Component };
