import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Search, X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useDebouncedValue } from '../../components/ui/use-debounced-value.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import {
  searchEntries,
  searchIndex,
  searchTips,
  withPublishedProjects,
  type SearchEntry,
} from '../../content/search-index.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { useContentList } from '../../lib/use-content.ts';
import {
  noResultsFor,
  resultCount,
  SearchResultSummary,
  searchTipsCopy,
} from './search-result.tsx';

/** docs/product.md §4 and §9: results are recomputed 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search overlay (docs/product.md §2 "Search overlay", §5 Search): a combobox over the site's index,
 * whose projects are the published ones.
 * Mounted while open, so its query is cleared whenever it closes. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  return (
    <ContentQueries>
      <SiteSearch onClose={onClose} />
    </ContentQueries>
  );
}

function SiteSearch({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const projects = useContentList('projects');
  const published = projects.status === 'loaded' ? projects.items : undefined;
  const { t } = useT();
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(
    () => searchEntries(debouncedQuery, withPublishedProjects(searchIndex, published)),
    [debouncedQuery, published],
  );
  // The active option belongs to one result list; a new list starts with none active.
  const [active, setActive] = useState({ query: debouncedQuery, index: -1 });
  const activeIndex = active.query === debouncedQuery ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ query: debouncedQuery, index });

  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const blank = debouncedQuery.trim() === '';
  const showList = results.length > 0;

  const choose = (entry: SearchEntry) => {
    onClose();
    navigate(entry.href);
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      moveTo(activeIndex < 0 || activeIndex >= count - 1 ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      moveTo(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && count > 0) {
      event.preventDefault();
      const entry = results[activeIndex < 0 ? 0 : activeIndex];
      if (entry) choose(entry);
    }
  };

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={inputRef}
      layoutClassName="flex items-start justify-center overflow-y-auto p-3 pt-16 sm:p-6 sm:pt-24"
      panelClassName="w-full max-w-2xl rounded-xl bg-white shadow-2xl"
    >
      <h2 id={titleId} className="sr-only">
        Search the site
      </h2>
      <div className="flex items-center gap-3 border-b-2 border-slate-200 px-4 focus-within:border-brand-600">
        <Icon node={Search} className="h-5 w-5 shrink-0 text-slate-600" />
        <label htmlFor={inputId} className="sr-only">
          Search
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('header.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none!"
        />
        <button
          type="button"
          aria-label={t('header.closeSearch')}
          onClick={onClose}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon node={X} className="h-5 w-5" />
        </button>
      </div>
      <div className="p-3 sm:p-4">
        <div
          role="status"
          className={showList ? 'sr-only' : 'px-2 py-3 text-center text-slate-700'}
        >
          {blank
            ? t('header.startTyping')
            : showList
              ? resultCount(results.length)
              : noResultsFor(debouncedQuery)}
        </div>
        {blank && (
          <div className="px-2 pb-2">
            <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-600">
              {searchTipsCopy.heading}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{searchTipsCopy.text}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {searchTips.map((tip) => (
                <li key={tip}>
                  <button
                    type="button"
                    onClick={() => {
                      setQuery(tip);
                      inputRef.current?.focus();
                    }}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {tip}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {showList && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Search results"
            className="max-h-96 space-y-1 overflow-y-auto"
          >
            {results.map((entry, index) => (
              <li
                key={entry.href}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => choose(entry)}
                onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                className={`cursor-pointer rounded-lg px-3 py-2.5 ${index === activeIndex ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-50'}`}
              >
                <SearchResultSummary result={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
