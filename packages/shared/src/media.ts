import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import {
  CONTENT_LIMITS,
  PUBLISHING_STATUSES,
  contentMetaSchema,
  enumField,
  line,
  markdown,
  pictureSchema,
  positionField,
  statusField,
  url,
} from './content-fields.ts';
import { seoFieldsShape } from './seo-fields.ts';

export const MEDIA_CATEGORIES = ['events', 'projects', 'team'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

export const MEDIA_KINDS = ['picture', 'video'] as const;

/** What the portal edits of a gallery item: `POST /api/admin/media` and `PUT /api/admin/media/:id`. */
export const mediaItemInputSchema = z
  .strictObject({
    title: line('title', CONTENT_LIMITS.title).meta(fieldMeta('text', 'Title')),
    kind: enumField('kind', MEDIA_KINDS).default('picture').meta(fieldMeta('select', 'Kind')),
    category: enumField('category', MEDIA_CATEGORIES).meta(fieldMeta('select', 'Category')),
    /** When it was taken: a month (`2024-12`, shown 'December 2024') or a day. */
    date: z
      .string({ error: 'date must be a month (YYYY-MM) or a day (YYYY-MM-DD)' })
      .regex(
        /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/,
        'date must be a month (YYYY-MM) or a day (YYYY-MM-DD)',
      )
      .meta(fieldMeta('text', 'Date', 'A month (2024-12) or a day (2024-12-05).')),
    location: line('location').meta(fieldMeta('text', 'Location')),
    image: pictureSchema.meta(fieldMeta('picture', 'Picture', 'For a video, its poster frame.')),
    /** A video's file (an upload of ours or https); null for a picture. */
    videoUrl: url('videoUrl')
      .nullable()
      .default(null)
      .meta(
        fieldMeta(
          'video',
          'Video',
          'For a video only: upload an MP4 or WebM, or type an https address or a /uploads/… file. Leave empty for a picture.',
        ),
      ),
    description: markdown('description', CONTENT_LIMITS.summary).meta(
      fieldMeta('markdown', 'Description'),
    ),
    ...seoFieldsShape,
    status: statusField(PUBLISHING_STATUSES).default('draft'),
    position: positionField,
  })
  .refine((item) => (item.kind === 'video') === (item.videoUrl !== null), {
    message: 'videoUrl is required for a video and must be null for a picture',
    path: ['videoUrl'],
  });
export type MediaItemInput = z.input<typeof mediaItemInputSchema>;

/** A gallery item as the API returns it. */
export const mediaItemSchema = mediaItemInputSchema.safeExtend(contentMetaSchema.shape);
export type MediaItem = z.infer<typeof mediaItemSchema>;
