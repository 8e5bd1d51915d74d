import type { BlogPost } from '@site/shared';
import { diffWords } from 'diff';

const textOf = (post: Pick<BlogPost, 'title' | 'content'>) => `${post.title}\n\n${post.content}`;

/** What a revision changes against the form's current text, word by word (the `diff` package, loaded
 * with this file only when a diff is asked for): removed words struck through, added ones marked. */
export default function BlogRevisionDiff({
  revision,
  current,
}: {
  revision: Pick<BlogPost, 'title' | 'content'>;
  current: Pick<BlogPost, 'title' | 'content'>;
}) {
  const parts = diffWords(textOf(current), textOf(revision));
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <div className="mt-2 rounded-lg border border-slate-300 bg-white p-3 text-sm">
      <p className="mb-2 text-xs text-slate-600">
        {changed
          ? 'Struck-through text is in the current version only; marked text comes back on restore.'
          : 'Same text as the current version.'}
      </p>
      <pre className="whitespace-pre-wrap break-words font-sans" data-testid="revision-diff">
        {parts.map((part, index) =>
          part.removed ? (
            <del key={index} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : part.added ? (
            <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
              {part.value}
            </ins>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </pre>
    </div>
  );
}
