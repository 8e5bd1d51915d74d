import { paths } from '@site/shared/site-routes';
import { homeMeta } from '../../content/home.ts';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { HomeHero } from './home-hero.tsx';

const HomeLowerSections = lazyPart(() =>
  import('./home-lower-sections.tsx').then((module) => module.HomeLowerSections),
);

export function HomePage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...homeMeta} path={paths.home} />
      <HomeHero />
      <HomeLowerSections />
    </main>
  );
}

export { HomePage as Component };
