import { withVideoEmbeds } from '@site/shared/video-embeds';
import { useMemo } from 'react';
import { sanitizePostHtml } from '../../lib/sanitize-post-html.ts';
import './post-content.css';

/** HTML written in the portal's editor (a post's body, a job's details), sanitized in the browser
 * whatever its source (DESIGN §5), its video links shown as players. */
export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => withVideoEmbeds(sanitizePostHtml(html)), [html]);
  return (
    <div
      className={`post-content ${className}`.trim()}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
