import type { BlogPost, BlogStatus } from '@site/shared';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import { useAdminPagedList, useListChanges } from '../../api/admin-lists.ts';
import { StatusField } from '../../components/status-field.tsx';
import { useListFilters } from '../../components/use-list-filters.ts';
import { BlogListItem } from './blog-list-item.tsx';
import { ListPanel, ListSearch, plural, primaryButton } from '../../components/list-panel.tsx';
import { useSession } from '../../session/session-context.tsx';

type BlogListProps = {
  onCreate: () => void;
  onEdit: (post: BlogPost) => void;
};

/** 'Blog Posts': every post, a page of the server's at a time (newest change first), searched and
 * filtered by status on the server; the search and the status are in the address
 * (`/admin/posts?status=in_review`). */
export function BlogList({ onCreate, onEdit }: BlogListProps) {
  const { token, user } = useSession();
  // The signed-in person's role: an author deletes nothing.
  const { role } = user;
  const { query, setQuery, q, status, setStatus, filtered } = useListFilters();
  const blogs = useAdminPagedList('blogs', token, { q, status });
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
          <StatusField
            label="Show"
            anyLabel="All posts"
            value={status as BlogStatus | ''}
            onChange={setStatus}
          />
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
