import { Calendar, MapPin } from 'lucide';
import type { MediaItem } from '@site/shared';
import { Icon } from '../../components/ui/icons.tsx';
import { formatMonth } from '../../lib/format-date.ts';

const sizes = {
  /** Under a card's text, pushed to the card's foot. */
  sm: { line: 'mt-auto gap-x-4 pt-4 text-xs', fact: 'gap-1', icon: 'h-3.5 w-3.5' },
  /** Under the lightbox's description. */
  md: { line: 'mt-4 gap-x-6 text-sm', fact: 'gap-1.5', icon: 'h-4 w-4' },
} as const;

/** When and where a picture or video was taken. */
export function MediaFacts({ item, size }: { item: MediaItem; size: keyof typeof sizes }) {
  const { line, fact, icon } = sizes[size];
  return (
    <p className={`flex flex-wrap gap-y-1 text-slate-600 ${line}`}>
      <span className={`inline-flex items-center ${fact}`}>
        <Icon node={Calendar} className={`${icon} shrink-0`} />
        {formatMonth(item.date)}
      </span>
      <span className={`inline-flex items-center ${fact}`}>
        <Icon node={MapPin} className={`${icon} shrink-0`} />
        {item.location}
      </span>
    </p>
  );
}
