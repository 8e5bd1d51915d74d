import type { LibraryUpload } from '@site/shared';
import { X } from 'lucide';
import { useId, useRef, useState } from 'react';
import { Icon } from '@site/web/components/ui/icons.tsx';
import { ModalDialog } from '@site/web/components/ui/modal-dialog.tsx';
import { useDebouncedValue } from '@site/web/components/ui/use-debounced-value.ts';
import { useAdminPagedList } from '../api/admin-lists.ts';
import { useSession } from '../session/session-context.tsx';
import { secondaryButton } from './list-panel.tsx';
import { fieldClass, labelClass } from './text-field.tsx';
import { UploadPreview } from './upload-preview.tsx';

/** What a picked upload gives the field or the editor that opened the picker. */
export type PickedUpload = {
  url: string;
  width: number | null;
  height: number | null;
  variants: { width: number; url: string }[];
  /** The upload's default alt text ('' when it has none). */
  alt: string;
};

export type MediaPickerProps = {
  open: boolean;
  onClose(): void;
  /** Called with the chosen upload; the picker then closes (`onClose`). */
  onPick(upload: PickedUpload): void;
  /** What may be picked: images (the only kind a picture field or the editor takes). */
  kind?: 'image';
};

/** The search waits for typing to pause this long, as a list's does. */
const SEARCH_DEBOUNCE_MS = 300;

const picked = ({ url, width, height, variants, alt }: LibraryUpload): PickedUpload => ({
  url,
  width,
  height,
  variants,
  alt,
});

/** A dialog to search the media library and pick an upload (issue 48, decision 071): the UI kit's
 * modal dialog (focus kept inside, Escape closes, named by its heading), the library's images newest
 * first, a search of their alt text and names, and "Load more". Used by every image field
 * (`FeaturedImageField`) and by the rich-text editor. */
export function MediaPicker({ open, onClose, onPick, kind = 'image' }: MediaPickerProps) {
  if (!open) return null;
  return <PickerDialog onClose={onClose} onPick={onPick} kind={kind} />;
}

function PickerDialog({ onClose, onPick, kind }: Omit<MediaPickerProps, 'open'>) {
  const { token } = useSession();
  const headingId = useId();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminPagedList('uploads', token, { q, kind });
  const uploads = list.data;

  function choose(upload: LibraryUpload) {
    onPick(picked(upload));
    onClose();
  }

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={headingId}
      initialFocus={searchRef}
      layoutClassName="flex items-end justify-center sm:items-center sm:p-4"
      panelClassName="flex max-h-[92vh] w-full max-w-4xl flex-col rounded-t-2xl bg-white shadow-xl sm:max-h-[85vh] sm:rounded-2xl"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            Choose from the library
          </h2>
          <p className="text-sm text-slate-600">Pictures already uploaded, newest first.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon node={X} className="h-5 w-5" />
        </button>
      </div>
      <form
        role="search"
        onSubmit={(event) => {
          // The dialog is portalled out of the form that opened it, but React still bubbles the
          // submit to that form: Enter in the search must not save the post.
          event.preventDefault();
          event.stopPropagation();
        }}
        className="border-b border-slate-200 px-4 py-3 sm:px-5"
      >
        <label htmlFor={searchId} className={labelClass}>
          Search the library
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          placeholder="Words of the alt text or the file name"
          onChange={(event) => setQuery(event.target.value)}
          className={fieldClass}
        />
      </form>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5">
        {uploads ? (
          uploads.length > 0 ? (
            <>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {uploads.map((upload) => (
                  <li key={upload.name}>
                    <button
                      type="button"
                      onClick={() => choose(upload)}
                      className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <UploadPreview upload={upload} />
                      <span className="block p-2 text-xs">
                        <span className="sr-only">Choose</span>{' '}
                        <span className="line-clamp-2 break-words font-semibold text-slate-900">
                          {upload.alt || 'No alt text yet'}
                        </span>{' '}
                        {upload.width !== null && (
                          <span className="block text-slate-600">
                            {upload.width} × {upload.height ?? '?'} px
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {list.more && (
                <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
                  <p className="text-sm text-slate-600">
                    Showing {uploads.length} of {list.total}
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      if (!list.more?.loading) list.more?.load();
                    }}
                    aria-disabled={list.more.loading}
                    className={secondaryButton}
                  >
                    {list.more.loading ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
            </>
          ) : (
            <p className="py-8 text-center text-slate-700">
              {q ? 'No pictures match this search.' : 'No pictures have been uploaded yet.'}
            </p>
          )
        ) : list.isError ? (
          <div className="py-8 text-center">
            <p className="text-slate-700">The library could not be loaded.</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className={`${secondaryButton} mt-3`}
            >
              Try again
            </button>
          </div>
        ) : (
          <p role="status" className="py-8 text-center text-slate-600">
            Loading the library…
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
