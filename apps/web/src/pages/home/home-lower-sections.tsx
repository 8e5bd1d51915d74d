import { BusinessServices } from './business-services.tsx';
import { HomeAbout } from './home-about.tsx';
import { LatestNews } from './latest-news.tsx';

/** The home page below its hero: a part of its own (components/ui/lazy-part.tsx). */
export function HomeLowerSections() {
  return (
    <>
      <BusinessServices />
      <HomeAbout />
      <LatestNews />
    </>
  );
}
