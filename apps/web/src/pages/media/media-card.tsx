import type { Ref } from 'react';
import type { MediaItem } from '@site/shared';
import { categoryNames } from '../../content/media.ts';
import { MediaFacts } from './media-facts.tsx';

type MediaCardProps = {
  item: MediaItem;
  /** Position in the grid, for the 0.1 s stagger of the entry animation. */
  index: number;
  buttonRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
};

/** A gallery card. The title is the button that opens the lightbox; it stretches over the whole
 * card so a click anywhere on it works, while the card keeps its heading structure. */
export function MediaCard({ item, index, buttonRef, onOpen }: MediaCardProps) {
  return (
    <li
      className="media-card-in group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200 transition-shadow hover:shadow-xl has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <div className="overflow-hidden bg-slate-200">
        <img
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {categoryNames[item.category]}
        </p>
        <h3 className="mt-1 text-lg font-bold text-slate-900">
          <button
            ref={buttonRef}
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            data-early-action={`lightbox:${item.id}`}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none!"
          >
            {item.title}
          </button>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{item.description}</p>
        <MediaFacts item={item} size="sm" />
      </div>
    </li>
  );
}
