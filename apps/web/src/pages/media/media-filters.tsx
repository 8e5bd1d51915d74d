import { Calendar, Camera, LayoutGrid, Users } from 'lucide';
import { type IconNode, Icon } from '../../components/ui/icons.tsx';
import type { GalleryCategory, GalleryCategoryId } from '../../content/media.ts';
import { galleryCategories } from '../../content/media.ts';

const icons: Record<GalleryCategory['icon'], IconNode> = {
  grid: LayoutGrid,
  calendar: Calendar,
  camera: Camera,
  users: Users,
};

type MediaFiltersProps = {
  selected: GalleryCategoryId;
  onSelect: (category: GalleryCategoryId) => void;
};

/** The category buttons. Their counts are the labels of docs/product.md §9 (8, 3, 3, 2), which by design do
 * not match the real number of items in each category (see content/media.ts). */
export function MediaFilters({ selected, onSelect }: MediaFiltersProps) {
  return (
    <div
      role="group"
      aria-label="Filter media by category"
      className="flex flex-wrap justify-center gap-2 sm:gap-3"
    >
      {galleryCategories.map((category) => {
        const pressed = category.id === selected;
        const icon = icons[category.icon];
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={pressed}
            data-early-action={`media-filter:${category.id}`}
            onClick={() => onSelect(category.id)}
            className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5 sm:py-2.5 ${
              pressed
                ? 'bg-brand-700 text-white shadow-md'
                : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800'
            }`}
          >
            <Icon node={icon} className="h-4 w-4 shrink-0" />
            {`${category.name} (${category.count})`}
          </button>
        );
      })}
    </div>
  );
}
