import type { BlogPost } from '@site/shared';
import { useMemo } from 'react';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { plural } from './list-panel.tsx';
import { listExcerpt } from './markdown.ts';
import { StatusBadge } from './status-badge.tsx';

type BlogListItemProps = {
  post: BlogPost;
  deleting: boolean;
  onEdit: (post: BlogPost) => void;
  /** Called once the admin has confirmed. */
  onDelete: () => void;
};

export function BlogListItem({ post, deleting, onEdit, onDelete }: BlogListItemProps) {
  const excerpt = useMemo(
    () => listExcerpt(post.excerpt, post.content),
    [post.excerpt, post.content],
  );
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words text-lg font-semibold text-slate-900">{post.title}</h3>
          <StatusBadge status={post.status} />
        </div>
        {excerpt && <p className="mt-1 break-words text-sm text-slate-700">{excerpt}</p>}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span>{plural(post.views, 'view')}</span>
          <span>
            Created{' '}
            <time dateTime={post.created_at}>
              {formatLongDate(post.created_at, post.created_at)}
            </time>
          </span>
          {post.category && <span>Category: {post.category}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={() => onEdit(post)}
          aria-label={`Edit ${post.title}`}
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Edit
        </button>
        <ConfirmDeleteButton
          confirmation="Are you sure you want to delete this blog?"
          onConfirm={onDelete}
          disabled={deleting}
          aria-label={`Delete ${post.title}`}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </ConfirmDeleteButton>
      </div>
    </li>
  );
}
