import type { BlogPost } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { deleteBlog, SessionExpiredError } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';
import { BlogListItem } from './blog-list-item.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { adminBlogsKey, useAdminBlogs } from './use-admin-blogs.ts';

type BlogListProps = {
  token: string | null;
  onSessionExpired: () => void;
  onCreate: () => void;
  onEdit: (post: BlogPost) => void;
};

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this blog?';

export function BlogList({ token, onSessionExpired, onCreate, onEdit }: BlogListProps) {
  const headingId = useId();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const blogs = useAdminBlogs(token, onSessionExpired);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function handleDelete(post: BlogPost) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeletingId(post.id);
    try {
      const result = await deleteBlog(token, post.id);
      if (result.success) {
        notify('success', 'Blog deleted successfully!');
        void queryClient.invalidateQueries({ queryKey: adminBlogsKey });
      } else {
        notify('error', `Error: ${result.error}`);
      }
    } catch (error) {
      if (error instanceof SessionExpiredError) {
        onSessionExpired();
      } else {
        console.error('Failed to delete the blog post', error);
        notify('error', 'Failed to delete blog. Please try again.');
      }
    } finally {
      setDeletingId(null);
    }
  }

  const posts = blogs.data;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          Blog Posts
        </h2>
        {posts && posts.length > 0 && <ListSummary posts={posts} />}
      </div>
      {posts === undefined ? (
        <ListPlaceholder
          failed={blogs.isError}
          retrying={blogs.isFetching}
          onRetry={() => void blogs.refetch()}
        />
      ) : posts.length === 0 ? (
        <div className="px-4 py-12 text-center sm:px-5">
          <p className="text-lg font-semibold text-slate-800">No blog posts yet</p>
          <button
            type="button"
            onClick={onCreate}
            className="mt-4 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Create Your First Post
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {posts.map((post) => (
            <BlogListItem
              key={post.id}
              post={post}
              deleting={deletingId === post.id}
              onEdit={onEdit}
              onDelete={(target) => void handleDelete(target)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ListSummary({ posts }: { posts: BlogPost[] }) {
  const latest = posts.reduce((newest, post) =>
    Date.parse(post.updated_at) > Date.parse(newest.updated_at) ? post : newest,
  );
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-slate-800">
        {posts.length === 1 ? '1 post' : `${posts.length} posts`}
      </span>
      {' · '}
      Last updated{' '}
      <time dateTime={latest.updated_at}>
        {formatLongDate(latest.updated_at, latest.updated_at)}
      </time>
    </p>
  );
}

function ListPlaceholder({
  failed,
  retrying,
  onRetry,
}: {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!failed)
    return <p className="px-4 py-8 text-center text-slate-600 sm:px-5">Loading blog posts...</p>;
  return (
    <div className="px-4 py-8 text-center sm:px-5">
      <p className="text-slate-700">The blog posts could not be loaded.</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-3 rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        Try again
      </button>
    </div>
  );
}
