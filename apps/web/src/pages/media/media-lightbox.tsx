import type { KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import type { MediaItem } from '@site/shared';
import { categoryNames } from '../../content/media.ts';
import { MediaFacts } from './media-facts.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

type MediaLightboxProps = {
  items: readonly MediaItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const controlClass =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/30 sm:h-12 sm:w-12';

/** A darker backdrop than other dialogs, the picture centred and scrolling when taller than the screen. */
const lightboxLayer = {
  layoutClassName:
    'flex items-center justify-center overflow-y-auto px-3 pb-6 pt-20 sm:px-20 sm:py-12',
  backdropClassName: 'bg-slate-950/90',
  panelClassName: 'my-auto w-full max-w-4xl',
};

/** Full-screen viewer for one item of the (filtered) gallery. Previous and next wrap at both
 * ends; Escape, the close button or a click on the backdrop closes it. */
export function MediaLightbox({ items, index, onIndexChange, onClose }: MediaLightboxProps) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const count = items.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  }

  if (!item) return null;

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeButton}
      onKeyDown={onKeyDown}
      {...lightboxLayer}
    >
      <button
        ref={closeButton}
        type="button"
        onClick={onClose}
        aria-label="Close"
        className={`${controlClass} fixed right-3 top-3 z-10 sm:right-5 sm:top-5`}
      >
        <Icon node={X} className="h-6 w-6" />
      </button>
      <button
        type="button"
        onClick={previous}
        aria-label="Previous image"
        className={`${controlClass} fixed left-2 top-1/2 z-10 -translate-y-1/2 sm:left-5`}
      >
        <Icon node={ChevronLeft} className="h-6 w-6" />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label="Next image"
        className={`${controlClass} fixed right-2 top-1/2 z-10 -translate-y-1/2 sm:right-5`}
      >
        <Icon node={ChevronRight} className="h-6 w-6" />
      </button>

      <figure className="overflow-hidden rounded-xl bg-white shadow-2xl">
        {item.videoUrl ? (
          <video
            key={item.id}
            src={item.videoUrl}
            poster={item.image.src}
            width={item.image.width}
            height={item.image.height}
            controls
            preload="none"
            aria-label={item.image.alt}
            className="max-h-[60vh] w-full bg-slate-900 object-contain"
          />
        ) : (
          <img
            key={item.id}
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            decoding="async"
            className="max-h-[60vh] w-full bg-slate-900 object-contain"
          />
        )}
        <figcaption className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">
              {categoryNames[item.category]}
            </span>
            <span className="text-sm text-slate-600" aria-live="polite">
              {index + 1} of {count}
            </span>
          </div>
          <h2 id={titleId} className="mt-3 text-xl font-bold text-slate-900 sm:text-2xl">
            {item.title}
          </h2>
          <p className="mt-2 text-slate-700">{item.description}</p>
          <MediaFacts item={item} size="md" />
        </figcaption>
      </figure>
    </ModalDialog>
  );
}
