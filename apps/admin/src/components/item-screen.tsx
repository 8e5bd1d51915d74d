import type { ReactNode } from 'react';
import { secondaryButton } from './list-panel.tsx';
import { ScreenMessage } from '../app/screen-message.tsx';

/** What an item's address shows (`/admin/posts/:id`, `/admin/jobs/:id` …; decision 068) while the
 * item loads, when there is no such item (not found, inside the portal) or when it could not be
 * loaded; the form once it is there. */
export function ItemScreen<T>({
  item,
  noun,
  listHref,
  listLabel,
  children,
}: {
  item: { item: T | undefined; missing: boolean; failed: boolean; refetch: () => unknown };
  /** The item in the messages: 'post', 'job' … */
  noun: string;
  listHref: string;
  listLabel: string;
  children: (item: T) => ReactNode;
}) {
  if (item.item !== undefined) return children(item.item);
  if (item.missing)
    return (
      <ScreenMessage
        title={`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`}
        text={`There is no ${noun} at this address: it may have been deleted.`}
        back={{ href: listHref, label: listLabel }}
      />
    );
  if (item.failed)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6">
        <p className="text-slate-700">The {noun} could not be loaded.</p>
        <button type="button" className={secondaryButton} onClick={() => void item.refetch()}>
          Try again
        </button>
      </div>
    );
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Loading the {noun}…
    </p>
  );
}
