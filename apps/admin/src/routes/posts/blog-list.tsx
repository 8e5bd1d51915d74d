import type { BlogPost, BlogStatus } from '@site/shared';
import { useState } from 'react';
import { useDebouncedValue } from '@site/web/components/ui/use-debounced-value.ts';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import { useAdminPagedList, useListChanges } from '../../api/admin-lists.ts';
import { StatusField } from '../../components/status-field.tsx';
import { BlogListItem } from './blog-list-item.tsx';
import { ListPanel, ListSearch, plural, primaryButton } from '../../components/list-panel.tsx';
import { useSession } from '../../session/session-context.tsx';

/** The search asks the server once typing has paused this long (docs/product.md §9). */
const SEARCH_DEBOUNCE_MS = 300;

type BlogListProps = {
  onCreate: () => void;
  onEdit: (post: BlogPost) => void;
  /** The status the list opens on ('' for all): the overview's "Show posts in review" opens it on those. */
  initialStatus?: BlogStatus | '';
};

/** 'Blog Posts': every post, a page of the server's at a time (newest change first), searched and
 * filtered by status on the server. */
export function BlogList({ onCreate, onEdit, initialStatus = '' }: BlogListProps) {
  const { token, user } = useSession();
  // The signed-in person's role: an author deletes nothing.
  const { role } = user;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<BlogStatus | ''>(initialStatus);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const blogs = useAdminPagedList('blogs', token, { q: query.trim() === '' ? '' : q, status });
  const filtered = q !== '' || status !== '';
  const changes = useListChanges('blogs', token, {
    failed: () => 'Failed to delete blog. Please try again.',
  });
  return (
    <ListPanel
      title="Blog Posts"
      query={blogs}
      summary={(posts) => <ListSummary posts={posts} total={blogs.total} />}
      filters={
        <ListSearch
          label="Search posts"
          placeholder="Title, text or tag"
          query={query}
          onQueryChange={setQuery}
        >
          <StatusField label="Show" anyLabel="All posts" value={status} onChange={setStatus} />
        </ListSearch>
      }
      more={blogs.more && { ...blogs.more, total: blogs.total }}
      loadingText="Loading blog posts..."
      failedText="The blog posts could not be loaded."
      emptyText={filtered ? 'No posts match this search.' : 'No blog posts yet'}
      emptyAction={
        !filtered && (
          <button type="button" onClick={onCreate} className={`mt-4 ${primaryButton}`}>
            Create Your First Post
          </button>
        )
      }
      renderItem={(post) => (
        <BlogListItem
          key={post.id}
          post={post}
          deleting={changes.busy === post.id}
          onEdit={onEdit}
          onDelete={
            role === 'author'
              ? undefined
              : () => changes.remove(post.id, 'Blog deleted successfully!')
          }
        />
      )}
    />
  );
}

/** The number of posts (all that match, not only those loaded) and when the newest change was made:
 * the list comes newest change first, so the loaded posts hold it. */
function ListSummary({ posts, total }: { posts: BlogPost[]; total: number }) {
  const latest = posts.reduce((newest, post) =>
    Date.parse(post.updated_at) > Date.parse(newest.updated_at) ? post : newest,
  );
  return (
    <>
      <span className="font-semibold text-slate-800">{plural(total, 'post')}</span>
      {' · '}
      Last updated{' '}
      <time dateTime={latest.updated_at}>
        {formatLongDate(latest.updated_at, latest.updated_at)}
      </time>
    </>
  );
}
