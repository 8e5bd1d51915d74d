import type { SearchEntry, SearchEntryType } from '../../content/search-index.ts';

/** What a search finds: an entry of the site's index (docs/product.md §3), or a blog post (the
 * search page, decision 045). */
export type SearchResult = Omit<SearchEntry, 'type'> & { type: SearchEntryType | 'post' };

const typeBadges: Record<SearchResult['type'], { label: string; className: string }> = {
  project: { label: 'Project', className: 'bg-brand-100 text-brand-800' },
  product: { label: 'Product', className: 'bg-amber-100 text-amber-900' },
  service: { label: 'Service', className: 'bg-emerald-100 text-emerald-900' },
  page: { label: 'Page', className: 'bg-slate-200 text-slate-800' },
  post: { label: 'Blog post', className: 'bg-sky-100 text-sky-900' },
};

/** One result as the overlay's options and the search page's links show it (docs/product.md §2
 * "Search overlay"): type badge, title, description, category. */
export function SearchResultSummary({ result }: { result: SearchResult }) {
  const badge = typeBadges[result.type];
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
        <span className="font-semibold text-slate-900">{result.title}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{result.description}</p>
      <p className="mt-0.5 text-xs text-slate-600">{result.category}</p>
    </>
  );
}

/** How many results, as the overlay and the search page say it. */
export const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** docs/product.md §8: what a search without matches says. */
export const noResultsFor = (query: string) => `No results found for "${query}"`;

/** What the overlay and the search page say over the search tips (docs/product.md §2). */
export const searchTipsCopy = {
  heading: 'Search tips',
  text: 'Try a service, a product or one of our projects:',
} as const;
