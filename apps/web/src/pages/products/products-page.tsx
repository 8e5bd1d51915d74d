import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'wouter';
import { paths, withHash } from '@site/shared/site-routes';
import { findProductCategory, productsMeta, productsPage } from '../../content/products.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { scrollToId } from '../../components/ui/scroll-into-view.ts';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { useReducedMotion } from '../../components/ui/use-reduced-motion.ts';
import { useHashId, useScrollToHash } from '../../components/ui/use-scroll-to-hash.ts';
import { ProductTabs, tabId } from './product-tabs.tsx';
import { ProductsCta } from './products-cta.tsx';
import { useProductCategory } from './use-product-category.ts';

const catalogueSectionId = 'product-catalogue';

export function ProductsPage() {
  const [selected, setSelected] = useProductCategory();
  const reducedMotion = useReducedMotion();
  useScrollToHash(findProductCategory(useHashId()) ? catalogueSectionId : undefined);
  const { hero } = productsPage;
  const hydrated = useInBrowser();

  const explore = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setSelected(hero.explore.categoryId);
    scrollToId(catalogueSectionId, !reducedMotion);
    document.getElementById(tabId(hero.explore.categoryId))?.focus({ preventScroll: true });
  };

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...productsMeta} path={paths.products} />
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image}>
        {/* A link to the category's section before the app runs (decision 046); the app's button. */}
        <Link
          to={withHash(paths.products, hero.explore.categoryId)}
          {...(hydrated && { role: 'button' })}
          onClick={explore}
          onKeyDown={(event) => event.key === ' ' && explore(event)}
          className={actionStyles.accent}
        >
          {hero.explore.label}
        </Link>
      </PageHero>
      <section
        id={catalogueSectionId}
        aria-labelledby="catalogue-heading"
        className="scroll-mt-20 bg-slate-50 py-16 sm:py-24"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2
            id="catalogue-heading"
            className="mb-8 text-center text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            Product Categories
          </h2>
          <ProductTabs selected={selected} onSelect={setSelected} />
        </div>
      </section>
      <ProductsCta />
    </main>
  );
}

export { ProductsPage as Component };
