import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import {
  CONTENT_LIMITS,
  PUBLISHING_STATUSES,
  contentMetaSchema,
  day,
  enumField,
  line,
  lines,
  markdown,
  pictureSchema,
  positionField,
  statusField,
} from './content-fields.ts';
import { seoFieldsShape } from './seo-fields.ts';

export const COURSE_LEVELS = [
  'Beginner to Intermediate',
  'Intermediate',
  'Advanced',
  'Beginner to Advanced',
] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** One dated run of a course; a training registration names the course and the session. */
export const courseSessionInputSchema = z
  .strictObject({
    /** Kept across edits; left out, the server gives a new session one. */
    id: z.string().min(1).max(CONTENT_LIMITS.id).optional(),
    startDate: day('startDate').meta(fieldMeta('date', 'Start date')),
    /** The last day of a session longer than one day; null: the course's duration from startDate. */
    endDate: day('endDate')
      .nullable()
      .default(null)
      .meta(fieldMeta('date', 'End date', 'Leave empty for the course duration.')),
    location: line('location').meta(fieldMeta('text', 'Location')),
    /** Places in the session; null: not limited. */
    seats: z
      .number({ error: 'seats must be a whole number or null' })
      .int('seats must be a whole number')
      .min(1, 'seats must be at least 1')
      .max(10_000)
      .nullable()
      .default(null)
      .meta(fieldMeta('number', 'Seats', 'Leave empty for no limit.')),
    /** Price per participant in Kenyan shillings. */
    priceKsh: z
      .number({ error: 'priceKsh must be a whole number of shillings' })
      .int('priceKsh must be a whole number of shillings')
      .min(0, 'priceKsh must be at least 0')
      .max(100_000_000)
      .meta(fieldMeta('number', 'Price (KSh)')),
  })
  .refine((session) => session.endDate === null || session.endDate >= session.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });

export const courseSessionSchema = courseSessionInputSchema.safeExtend({ id: z.string() });
export type CourseSession = z.infer<typeof courseSessionSchema>;

/** What the portal edits of a course: `POST /api/admin/courses` and `PUT /api/admin/courses/:id`. */
export const courseInputSchema = z.strictObject({
  title: line('title', CONTENT_LIMITS.title).meta(fieldMeta('text', 'Title')),
  description: markdown('description', CONTENT_LIMITS.summary).meta(
    fieldMeta('markdown', 'Description'),
  ),
  duration: line('duration', 60).meta(fieldMeta('text', 'Duration', 'As shown: 5 days.')),
  participants: line('participants', 60).meta(
    fieldMeta('text', 'Participants', 'As shown: 15-20 participants.'),
  ),
  level: enumField('level', COURSE_LEVELS).meta(fieldMeta('select', 'Level')),
  certification: line('certification').meta(fieldMeta('text', 'Certification')),
  image: pictureSchema.meta(fieldMeta('picture', 'Picture')),
  topics: lines('topics').meta(fieldMeta('lines', 'Topics')),
  /** Earliest first; a course whose sessions are all past offers the next one "to be announced". */
  sessions: z
    .array(courseSessionInputSchema, { error: 'sessions must be a list of sessions' })
    .max(CONTENT_LIMITS.listItems, `sessions may hold at most ${CONTENT_LIMITS.listItems} items`)
    .refine((sessions) => {
      const ids = sessions.flatMap((session) => (session.id === undefined ? [] : [session.id]));
      return new Set(ids).size === ids.length;
    }, 'each session id must be different')
    .default([])
    .meta(fieldMeta('group', 'Sessions', undefined, 'Session')),
  ...seoFieldsShape,
  status: statusField(PUBLISHING_STATUSES).default('draft'),
  position: positionField,
});
export type CourseInput = z.input<typeof courseInputSchema>;

/** A course as the API returns it. */
export const courseSchema = courseInputSchema.extend({
  ...contentMetaSchema.shape,
  sessions: z.array(courseSessionSchema).default([]),
});
export type Course = z.infer<typeof courseSchema>;
