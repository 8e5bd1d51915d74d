import type { z } from 'zod';
import {
  CONTENT_TYPE_NAMES,
  CONTENT_TYPE_PLURALS,
  type ContentTypeName,
} from './content-type-names.ts';
import { PUBLISHING_STATUSES } from './content-fields.ts';
import { courseInputSchema, courseSchema } from './courses.ts';
import { documentInputSchema, documentSchema } from './documents.ts';
import { JOB_STATUSES, jobInputSchema, jobSchema } from './jobs.ts';
import { mediaItemInputSchema, mediaItemSchema } from './media.ts';
import { PROJECT_CATEGORIES, projectInputSchema, projectSchema } from './projects.ts';
import { DOCUMENT_CATEGORIES } from './documents.ts';
import { MEDIA_CATEGORIES } from './media.ts';

/** How one editable content type is configured: its statuses, which of them the public lists and
 * which its pages may read, and its schemas (`input`: create and replace; `item`: what the API
 * returns). Server routes and the portal are made from this table, never per type. */
type ContentTypeConfig = {
  /** One item, in messages: 'Job not found'. */
  singular: string;
  statuses: readonly [string, ...string[]];
  /** What `GET /api/{type}` lists. */
  listed: readonly string[];
  /** What `GET /api/{type}/:id` answers (a closed job still has its page). */
  visible: readonly string[];
  /** The categories items are filed under, when the type has them (`?category=`). */
  categories?: readonly string[];
  /** The field holding the last day (YYYY-MM-DD, the company's calendar) an item is listed. */
  listedUntil?: string;
  /** A new item's place when the portal does not say: first (newest first) or last. */
  newItems: 'first' | 'last';
  input: z.ZodType;
  item: z.ZodType;
};

export const CONTENT_TYPES = {
  jobs: {
    singular: 'Job',
    statuses: JOB_STATUSES,
    listed: ['open'],
    visible: ['open', 'closed'],
    listedUntil: 'closesAt',
    newItems: 'first',
    input: jobInputSchema,
    item: jobSchema,
  },
  courses: {
    singular: 'Course',
    statuses: PUBLISHING_STATUSES,
    listed: ['published'],
    visible: ['published'],
    newItems: 'last',
    input: courseInputSchema,
    item: courseSchema,
  },
  projects: {
    singular: 'Project',
    statuses: PUBLISHING_STATUSES,
    listed: ['published'],
    visible: ['published'],
    categories: PROJECT_CATEGORIES,
    newItems: 'last',
    input: projectInputSchema,
    item: projectSchema,
  },
  media: {
    singular: 'Media item',
    statuses: PUBLISHING_STATUSES,
    listed: ['published'],
    visible: ['published'],
    categories: MEDIA_CATEGORIES,
    newItems: 'first',
    input: mediaItemInputSchema,
    item: mediaItemSchema,
  },
  documents: {
    singular: 'Document',
    statuses: PUBLISHING_STATUSES,
    listed: ['published'],
    visible: ['published'],
    categories: DOCUMENT_CATEGORIES,
    newItems: 'last',
    input: documentInputSchema,
    item: documentSchema,
  },
} as const satisfies Record<ContentTypeName, ContentTypeConfig>;

export { CONTENT_TYPE_NAMES, CONTENT_TYPE_PLURALS, type ContentTypeName };
/** What the portal sends for one item of the type (create, replace). */
export type ContentInput<T extends ContentTypeName> = z.input<(typeof CONTENT_TYPES)[T]['input']>;
/** One item of the type as the API returns it. */
export type ContentItem<T extends ContentTypeName> = z.infer<(typeof CONTENT_TYPES)[T]['item']>;

/** Kept here too for the server's readers; pages import it from company.ts, which holds no schema. */
export { companyDay } from './company.ts';
