import type { BlogPost } from '@site/shared';
import { useMemo } from 'react';
import { formatDateTime, formatLongDate } from '@site/web/lib/format-date.ts';
import { AdminListItem } from '../../components/admin-list-item.tsx';
import { plural } from '../../components/list-panel.tsx';
import { listExcerpt } from '../../components/markdown.ts';

type BlogListItemProps = {
  post: BlogPost;
  deleting: boolean;
  onEdit: (post: BlogPost) => void;
  /** Called once the admin has confirmed; none for an author. */
  onDelete?: () => void;
};

export function BlogListItem({ post, deleting, onEdit, onDelete }: BlogListItemProps) {
  const excerpt = useMemo(
    () => listExcerpt(post.excerpt, post.content),
    [post.excerpt, post.content],
  );
  return (
    <AdminListItem
      title={post.title}
      status={post.status}
      excerpt={excerpt || null}
      deleting={deleting}
      confirmation="Are you sure you want to delete this blog?"
      onEdit={() => onEdit(post)}
      onDelete={onDelete}
      facts={
        <>
          <span>{plural(post.views, 'view')}</span>
          <span>
            Created{' '}
            <time dateTime={post.created_at}>
              {formatLongDate(post.created_at, post.created_at)}
            </time>
          </span>
          {post.category && <span>Category: {post.category}</span>}
          {post.status === 'scheduled' && post.publishAt && (
            <span>
              Publishes <time dateTime={post.publishAt}>{formatDateTime(post.publishAt)}</time>
            </span>
          )}
        </>
      }
    />
  );
}
