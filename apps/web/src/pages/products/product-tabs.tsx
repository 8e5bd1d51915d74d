import type { KeyboardEvent } from 'react';
import type { ProductCategoryId } from '../../content/products.ts';
import { productCategories } from '../../content/products.ts';
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

type ProductTabsProps = {
  selected: ProductCategoryId;
  onSelect: (id: ProductCategoryId) => void;
};

/** Category tabs with automatic activation: arrow keys, Home and End move the selection and the focus. */
export function ProductTabs({ selected, onSelect }: ProductTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="Product categories"
        className="flex flex-wrap justify-center gap-2"
      >
        {productCategories.map((category) => {
          const isSelected = category.id === selected;
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              id={tabId(category.id)}
              aria-selected={isSelected}
              aria-controls={panelId(category.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(category.id)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                isSelected
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50'
              }`}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      {productCategories.map((category) => (
        <div
          key={category.id}
          role="tabpanel"
          id={panelId(category.id)}
          aria-labelledby={tabId(category.id)}
          hidden={category.id !== selected}
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
      ))}
    </>
  );
}
