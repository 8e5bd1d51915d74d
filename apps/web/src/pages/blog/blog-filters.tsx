import { useId } from 'react';
import { Search } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { blogListCopy } from './blog-copy.ts';

type BlogFiltersProps = {
  query: string;
  onQueryChange: (query: string) => void;
  category: string;
  categories: readonly string[];
  onCategoryChange: (category: string) => void;
};

const fieldClass =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** docs/product.md §2, §5: the search box and the category dropdown; both filter as they change. */
export function BlogFilters({
  query,
  onQueryChange,
  category,
  categories,
  onCategoryChange,
}: BlogFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 sm:grid-cols-[1fr_16rem]"
    >
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
          {blogListCopy.search.label}
        </label>
        <div className="relative mt-1">
          <Icon
            node={Search}
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={blogListCopy.search.placeholder}
            onChange={(event) => onQueryChange(event.target.value)}
            className={`${fieldClass} pl-10 pr-3`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={categoryId} className="block text-sm font-semibold text-slate-800">
          {blogListCopy.category.label}
        </label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          className={`${fieldClass} mt-1 px-3`}
        >
          {categories.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
