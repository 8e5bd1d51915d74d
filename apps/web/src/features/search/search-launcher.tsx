import { useState } from 'react';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { SearchDialog } from './search-dialog.tsx';

/** The header's search button and the overlay it opens; focus comes back to the button on close. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <SearchIcon className="h-5 w-5" />
      </button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
