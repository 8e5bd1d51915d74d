import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { Search } from 'lucide';
import { paths } from '@site/shared/site-routes';
import { Icon } from '../../components/ui/icons.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** The overlay is its own chunk, fetched on the first open (first-load budget, DESIGN §5). */
const SearchDialog = lazy(() =>
  import('./search-dialog.tsx').then((module) => ({ default: module.SearchDialog })),
);

/** The header's search button and the overlay it opens; focus comes back to the button on close.
 * A real link to the search page (decision 045): in the server's HTML, and until the app has taken the
 * page over, it leads to `/search`, which answers without script; in the app it is the overlay's
 * button (Enter and Space open it), still a link for a new tab. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const inBrowser = useInBrowser();
  const openOverlay = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        to={paths.search}
        aria-label={t('header.search')}
        {...(inBrowser && { role: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open })}
        onClick={openOverlay}
        onKeyDown={(event) => event.key === ' ' && openOverlay(event)}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Icon node={Search} className="h-5 w-5" />
      </Link>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
