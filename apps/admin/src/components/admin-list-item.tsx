import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { StatusBadge } from './status-badge.tsx';

type AdminListItemProps = {
  title: string;
  status: string;
  excerpt: string | null;
  /** The small facts under the excerpt (views, dates, category …), each a `<span>`. */
  facts: ReactNode;
  deleting: boolean;
  /** Asked before a delete: 'Are you sure you want to delete this blog?'. */
  confirmation: string;
  onEdit: () => void;
  /** Called once the admin has confirmed; without it (a role that may not delete), no Delete. */
  onDelete?: () => void;
  /** Buttons before Edit (move up and down). */
  leading?: ReactNode;
  /** Buttons between Edit and Delete (copy). */
  trailing?: ReactNode;
};

/** One row of a portal list of things the site shows (a post, a job …): title, status, excerpt and
 * facts, then Edit and a confirmed Delete, named after the item for screen readers. */
export function AdminListItem({
  title,
  status,
  excerpt,
  facts,
  deleting,
  confirmation,
  onEdit,
  onDelete,
  leading,
  trailing,
}: AdminListItemProps) {
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words text-lg font-semibold text-slate-900">{title}</h3>
          <StatusBadge status={status} />
        </div>
        {excerpt && <p className="mt-1 break-words text-sm text-slate-700">{excerpt}</p>}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">{facts}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {leading}
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${title}`}
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Edit
        </button>
        {trailing}
        {onDelete && (
          <ConfirmDeleteButton
            confirmation={confirmation}
            onConfirm={onDelete}
            disabled={deleting}
            aria-label={`Delete ${title}`}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </ConfirmDeleteButton>
        )}
      </div>
    </li>
  );
}
