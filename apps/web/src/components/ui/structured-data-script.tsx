import { jsonLdDocument } from '../../lib/content-structured-data.ts';
import type { JsonLd } from '../../lib/structured-data.ts';
import { scriptJson } from '../../lib/structured-data.ts';

/** A page's own structured data (a job, courses, gallery items) beside the head's, in one script;
 * nothing when there is none. */
export function StructuredDataScript({ data }: { data: readonly JsonLd[] }) {
  if (data.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptJson(jsonLdDocument(data)) }}
    />
  );
}
