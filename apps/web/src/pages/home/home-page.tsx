import { paths } from '@site/shared/site-routes';
import { homeMeta } from '../../content/home.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { BusinessServices } from './business-services.tsx';
import { HomeAbout } from './home-about.tsx';
import { HomeHero } from './home-hero.tsx';
import { LatestNews } from './latest-news.tsx';

export function HomePage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...homeMeta} path={paths.home} />
      <HomeHero />
      <BusinessServices />
      <HomeAbout />
      <LatestNews />
    </main>
  );
}

export { HomePage as Component };
