import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import {
  CONTENT_LIMITS,
  contentMetaSchema,
  enumField,
  figureSchema,
  line,
  lines,
  markdown,
  pictureSchema,
  positionField,
  PUBLISHING_STATUSES,
  richText,
  statusField,
} from './content-fields.ts';
import { seoFieldsShape } from './seo-fields.ts';

/** The portfolio's categories; the service pages list the projects of theirs. */
export const PROJECT_CATEGORIES = [
  'its',
  'streetlighting',
  'security',
  'solar',
  'traffic',
  'junction',
] as const;
export type ProjectCategoryKey = (typeof PROJECT_CATEGORIES)[number];

/** What the portal edits of a project: `POST /api/admin/projects` and `PUT /api/admin/projects/:id`. */
export const projectInputSchema = z.strictObject({
  title: line('title', CONTENT_LIMITS.title).meta(fieldMeta('text', 'Title')),
  category: enumField('category', PROJECT_CATEGORIES).meta(fieldMeta('select', 'Category')),
  /** The facts beside the pictures. */
  location: line('location').meta(fieldMeta('text', 'Location')),
  client: line('client').meta(fieldMeta('text', 'Client')),
  /** The card's summary. */
  description: markdown('description', CONTENT_LIMITS.summary).meta(
    fieldMeta('markdown', 'Summary'),
  ),
  overview: richText('overview').meta(fieldMeta('richtext', 'Overview')),
  images: z
    .array(pictureSchema, { error: 'images must be a list of pictures' })
    .min(1, 'images must hold at least one picture')
    .max(CONTENT_LIMITS.pictures, `images may hold at most ${CONTENT_LIMITS.pictures} pictures`)
    .meta(fieldMeta('pictures', 'Pictures', 'The first is the card picture.', 'Picture')),
  achievements: lines('achievements').meta(fieldMeta('lines', 'Achievements')),
  features: lines('features').meta(fieldMeta('lines', 'Features')),
  scopeOfWork: lines('scopeOfWork').meta(fieldMeta('lines', 'Scope of work')),
  /** The Project Impact figures ('+35%' Traffic Efficiency …). */
  impact: z
    .array(figureSchema, { error: 'impact must be a list of figures' })
    .max(6, 'impact may hold at most 6 figures')
    .default([])
    .meta(fieldMeta('group', 'Impact figures', undefined, 'Figure')),
  ...seoFieldsShape,
  status: statusField(PUBLISHING_STATUSES).default('draft'),
  position: positionField,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** A project as the API returns it. */
export const projectSchema = projectInputSchema.extend(contentMetaSchema.shape);
export type Project = z.infer<typeof projectSchema>;
