import { lazy, Suspense, useState } from 'react';
import { Search } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** The overlay is its own chunk, fetched on the first open (first-load budget, DESIGN §5). */
const SearchDialog = lazy(() =>
  import('./search-dialog.tsx').then((module) => ({ default: module.SearchDialog })),
);

/** The header's search button and the overlay it opens; focus comes back to the button on close. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <button
        type="button"
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Icon node={Search} className="h-5 w-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
