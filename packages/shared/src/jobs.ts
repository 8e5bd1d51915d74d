import { z } from 'zod';
import {
  CONTENT_LIMITS,
  contentMetaSchema,
  day,
  enumField,
  line,
  lines,
  markdown,
  positionField,
  statusField,
} from './content-fields.ts';

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
  title: line('title', CONTENT_LIMITS.title),
  location: line('location'),
  department: line('department'),
  employmentType: enumField('employmentType', EMPLOYMENT_TYPES),
  /** One or two sentences: the card and the page's description. */
  description: markdown('description', CONTENT_LIMITS.summary),
  details: markdown('details'),
  responsibilities: lines('responsibilities'),
  status: statusField(JOB_STATUSES).default('draft'),
  /** The last day applications are taken (Nairobi): after it an open job is no longer listed,
   * though its page still answers; null: listed until closed. */
  closesAt: day('closesAt').nullable().default(null),
  position: positionField,
});
export type JobInput = z.input<typeof jobInputSchema>;

/** A job as the API returns it. */
export const jobSchema = jobInputSchema.extend(contentMetaSchema.shape);
export type Job = z.infer<typeof jobSchema>;
