import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import {
  CONTENT_LIMITS,
  contentMetaSchema,
  day,
  enumField,
  line,
  lines,
  markdown,
  positionField,
  richText,
  statusField,
} from './content-fields.ts';
import { seoFieldsShape } from './seo-fields.ts';

/** A draft is the portal's only; an open job is listed as an opening; a closed one is no longer
 * listed but its page still answers, saying it is closed. */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** As the job page shows them; JobPosting's employmentType is derived from them. */
export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Temporary',
  'Internship',
] as const;

/** What the portal edits of a job: `POST /api/admin/jobs` and `PUT /api/admin/jobs/:id`. */
export const jobInputSchema = z.strictObject({
  title: line('title', CONTENT_LIMITS.title).meta(fieldMeta('text', 'Title')),
  department: line('department').meta(fieldMeta('text', 'Department')),
  location: line('location').meta(fieldMeta('text', 'Location')),
  employmentType: enumField('employmentType', EMPLOYMENT_TYPES).meta(
    fieldMeta('select', 'Employment type'),
  ),
  /** After this day (Nairobi) an open job is no longer listed, though its page still answers. */
  closesAt: day('closesAt')
    .nullable()
    .default(null)
    .meta(
      fieldMeta(
        'date',
        'Applications close',
        'The last day (Nairobi). Leave empty to list the job until it is closed.',
      ),
    ),
  /** The card and the page's description. */
  description: markdown('description', CONTENT_LIMITS.summary).meta(
    fieldMeta(
      'markdown',
      'Summary',
      'One or two sentences for the openings list. Markdown, no HTML.',
    ),
  ),
  details: richText('details').meta(fieldMeta('richtext', 'Details')),
  responsibilities: lines('responsibilities').meta(fieldMeta('lines', 'Responsibilities')),
  ...seoFieldsShape,
  status: statusField(JOB_STATUSES).default('draft'),
  position: positionField,
});
export type JobInput = z.input<typeof jobInputSchema>;

/** A job as the API returns it. */
export const jobSchema = jobInputSchema.extend(contentMetaSchema.shape);
export type Job = z.infer<typeof jobSchema>;
