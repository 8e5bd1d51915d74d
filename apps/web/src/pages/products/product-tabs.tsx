import { Fragment, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { paths, withHash } from '@site/shared/site-routes';
import type { ProductCategoryId } from '../../content/products.ts';
import { productCategories } from '../../content/products.ts';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { ProductCard } from './product-card.tsx';

export const tabId = (id: ProductCategoryId) => `product-tab-${id}`;
const panelId = (id: ProductCategoryId) => `product-panel-${id}`;

/** The category that a key press on a tab moves to (ARIA tabs pattern), or undefined for other keys. */
export function tabAfterKey(
  current: ProductCategoryId,
  key: string,
): ProductCategoryId | undefined {
  const ids = productCategories.map((category) => category.id);
  const index = ids.indexOf(current);
  const last = ids.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
  return target === undefined ? undefined : ids[target];
}

/** The tabs before the app runs, and without script (decision 046): each tab is a link to its
 * category's anchor (`/products#cctv`), the targeted anchor shows the panel that follows it and gives
 * its tab the selected look; with none targeted, the server's selected panel shows. */
const tabsWithoutApp = [
  '[data-product-tabs]>[role=tabpanel]:not([data-selected]),[data-product-tabs]:has(>[data-tab-anchor]:target)>[role=tabpanel]{display:none}',
  '[data-product-tabs]>[data-tab-anchor]:target+[role=tabpanel]{display:block}',
  '[data-product-tabs]:has(>[data-tab-anchor]:target) [role=tab]{background:#fff;color:var(--color-brand-800);box-shadow:0 0 0 1px var(--color-slate-300)}',
  ...productCategories.map(
    ({ id }) =>
      `[data-product-tabs]:has(>#${id}:target) #${tabId(id)}{background:var(--color-brand-700);color:#fff;box-shadow:none}`,
  ),
].join('');

type ProductTabsProps = {
  selected: ProductCategoryId;
  onSelect: (id: ProductCategoryId) => void;
};

/** Category tabs with automatic activation: arrow keys, Home and End move the selection and the focus.
 * Each tab links to its category's section (`/products#cctv`), which the page selects on arrival. */
export function ProductTabs({ selected, onSelect }: ProductTabsProps) {
  const hydrated = useInBrowser();
  const choose = (event: MouseEvent | KeyboardEvent, id: ProductCategoryId) => {
    event.preventDefault();
    onSelect(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, id: ProductCategoryId) => {
    if (event.key === ' ') return choose(event, id);
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    choose(event, next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div data-product-tabs={hydrated ? undefined : ''} className="relative">
      {!hydrated && <style dangerouslySetInnerHTML={{ __html: tabsWithoutApp }} />}
      <div
        role="tablist"
        aria-label="Product categories"
        className="flex flex-wrap justify-center gap-2"
      >
        {productCategories.map((category) => {
          const isSelected = category.id === selected;
          return (
            <Link
              key={category.id}
              to={withHash(paths.products, category.id)}
              role="tab"
              id={tabId(category.id)}
              aria-selected={isSelected}
              aria-controls={panelId(category.id)}
              tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
              onClick={(event) => choose(event, category.id)}
              onKeyDown={(event) => onKeyDown(event, category.id)}
              className={`inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                isSelected
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50'
              }`}
            >
              {category.name}
            </Link>
          );
        })}
      </div>
      {productCategories.map((category) => (
        <Fragment key={category.id}>
          {/* Where the category's section link leads: the tabs, below the catalogue's heading. */}
          <span id={category.id} data-tab-anchor className="absolute top-0 scroll-mt-24" />
          <div
            role="tabpanel"
            id={panelId(category.id)}
            aria-labelledby={tabId(category.id)}
            hidden={hydrated ? category.id !== selected : undefined}
            data-selected={!hydrated && category.id === selected ? '' : undefined}
            tabIndex={0}
            className="mt-10 rounded-lg focus-visible:outline-offset-4"
          >
            <p className="mx-auto max-w-3xl text-center text-lg text-slate-600">
              {category.description}
            </p>
            <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {category.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </div>
        </Fragment>
      ))}
    </div>
  );
}
