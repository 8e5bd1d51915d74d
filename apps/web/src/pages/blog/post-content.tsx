import { useMemo } from 'react';
import { sanitizePostHtml } from '../../lib/sanitize-post-html.ts';
import './post-content.css';

/** A post's HTML body, sanitized in the browser whatever its source (DESIGN §5). */
export function PostContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePostHtml(html), [html]);
  return <div className="post-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
