import type { BlogPost } from '@site/shared';
import { formatLongDate } from '../../lib/format-date.ts';
import { useAdminList, useListChanges } from './admin-lists.ts';
import { BlogListItem } from './blog-list-item.tsx';
import { ListPanel, plural } from './list-panel.tsx';

type BlogListProps = {
  token: string | null;
  onCreate: () => void;
  onEdit: (post: BlogPost) => void;
};

export function BlogList({ token, onCreate, onEdit }: BlogListProps) {
  const blogs = useAdminList('blogs', token);
  const changes = useListChanges('blogs', token, {
    failed: () => 'Failed to delete blog. Please try again.',
  });
  return (
    <ListPanel
      title="Blog Posts"
      query={blogs}
      summary={(posts) => <ListSummary posts={posts} />}
      loadingText="Loading blog posts..."
      failedText="The blog posts could not be loaded."
      emptyText="No blog posts yet"
      emptyAction={
        <button
          type="button"
          onClick={onCreate}
          className="mt-4 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Create Your First Post
        </button>
      }
      renderItem={(post) => (
        <BlogListItem
          key={post.id}
          post={post}
          deleting={changes.busy === post.id}
          onEdit={onEdit}
          onDelete={() => changes.remove(post.id, 'Blog deleted successfully!')}
        />
      )}
    />
  );
}

function ListSummary({ posts }: { posts: BlogPost[] }) {
  const latest = posts.reduce((newest, post) =>
    Date.parse(post.updated_at) > Date.parse(newest.updated_at) ? post : newest,
  );
  return (
    <>
      <span className="font-semibold text-slate-800">{plural(posts.length, 'post')}</span>
      {' · '}
      Last updated{' '}
      <time dateTime={latest.updated_at}>
        {formatLongDate(latest.updated_at, latest.updated_at)}
      </time>
    </>
  );
}
