import { isRichText } from '@site/shared/rich-text';
import { PostContent } from './post-content.tsx';

/** A content type's long text (a job's details, a project's overview): the portal editor's HTML
 * through the post-HTML policy, or, written before the editor, plain text in one paragraph as
 * before (decision 073). */
export function LongText({ text, className }: { text: string; className: string }) {
  return isRichText(text) ? (
    <PostContent html={text} className={className} />
  ) : (
    <p className={className}>{text}</p>
  );
}
