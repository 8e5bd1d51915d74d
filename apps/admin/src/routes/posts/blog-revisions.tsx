import type { BlogPost } from '@site/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { fetchBlogRevisions, restoreBlogRevision } from '../../api/admin-api.ts';
import { adminListKey, dashboardKey } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { useSession } from '../../session/session-context.tsx';

const BlogRevisionDiff = lazy(() => import('./blog-revision-diff.tsx'));

type BlogRevisionsProps = {
  postId: string;
  /** The form's text now: what a revision is compared with. */
  current: Pick<BlogPost, 'title' | 'content'>;
  /** Whether this person may restore (an author: only their draft or post in review). */
  canRestore: boolean;
  onRestored: () => void;
};

/** The post's revisions, newest first: who saved each and when, its changes against the current text,
 * and Restore (a new revision with that text). */
export function BlogRevisions({ postId, current, canRestore, onRestored }: BlogRevisionsProps) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const revisions = useQuery({
    queryKey: ['admin', 'blog-revisions', postId],
    enabled: token !== null,
    queryFn: ({ signal }) => fetchBlogRevisions(token, postId, signal),
  });
  const restore = useMutation({
    mutationFn: (revisionId: string) => restoreBlogRevision(token, postId, revisionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminListKey('blogs') });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'blog-revisions', postId] });
      notify('success', 'Revision restored.');
      onRestored();
    },
  });

  return (
    <section
      aria-labelledby={`revisions-${postId}`}
      className="rounded-lg border border-slate-300 p-4"
    >
      <h3 id={`revisions-${postId}`} className="font-semibold text-slate-900">
        Revisions
      </h3>
      {revisions.isPending && <p className="mt-2 text-sm text-slate-600">Loading revisions...</p>}
      {revisions.isError && (
        <p className="mt-2 text-sm text-red-800">The revisions could not be loaded.</p>
      )}
      {revisions.data && (
        <ol className="mt-2 divide-y divide-slate-200">
          {revisions.data.map((revision, index) => {
            const label = `revision of ${formatDateTime(revision.at)}`;
            return (
              <li key={revision.id} className="py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <time dateTime={revision.at} className="font-medium text-slate-900">
                    {formatDateTime(revision.at)}
                  </time>
                  <span className="text-slate-700">
                    {revision.actor.email ?? 'Published by the schedule'}
                  </span>
                  <span className="text-slate-600">“{revision.post.title}”</span>
                  {index === 0 && <span className="text-xs text-slate-600">(latest)</span>}
                  <span className="ml-auto flex gap-2">
                    <button
                      type="button"
                      aria-expanded={open === revision.id}
                      aria-label={`Show changes of the ${label}`}
                      onClick={() => setOpen(open === revision.id ? null : revision.id)}
                      className="rounded-lg border border-slate-400 px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100"
                    >
                      {open === revision.id ? 'Hide changes' : 'Show changes'}
                    </button>
                    {canRestore && (
                      <button
                        type="button"
                        aria-label={`Restore the ${label}`}
                        disabled={restore.isPending}
                        onClick={() => restore.mutate(revision.id)}
                        className="rounded-lg border border-brand-600 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                      >
                        Restore
                      </button>
                    )}
                  </span>
                </div>
                {open === revision.id && (
                  <Suspense fallback={<p className="mt-2 text-sm text-slate-600">Comparing...</p>}>
                    <BlogRevisionDiff revision={revision.post} current={current} />
                  </Suspense>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
