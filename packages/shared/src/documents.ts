import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import {
  CONTENT_LIMITS,
  PUBLISHING_STATUSES,
  contentMetaSchema,
  enumField,
  line,
  markdown,
  positionField,
  statusField,
  url,
} from './content-fields.ts';
import { seoFieldsShape } from './seo-fields.ts';

/** The sections of the Documentation center. */
export const DOCUMENT_CATEGORIES = ['datasheets', 'manuals', 'videos', 'company'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_FILE_TYPES = ['PDF', 'MP4'] as const;

/** What the portal edits of a document: `POST /api/admin/documents` and `PUT /api/admin/documents/:id`. */
export const documentInputSchema = z.strictObject({
  title: line('title', CONTENT_LIMITS.title).meta(fieldMeta('text', 'Title')),
  category: enumField('category', DOCUMENT_CATEGORIES).meta(fieldMeta('select', 'Category')),
  fileType: enumField('fileType', DOCUMENT_FILE_TYPES)
    .default('PDF')
    .meta(fieldMeta('select', 'File type')),
  /** A PDF uploaded through `POST /api/upload/document`, or a site file (`/files/…`). */
  url: url('url').meta(fieldMeta('document', 'File')),
  /** The catalogue size of the full edition. */
  size: line('size', 20).meta(fieldMeta('text', 'Size', 'As shown: 1.8 MB.')),
  description: markdown('description', CONTENT_LIMITS.summary).meta(
    fieldMeta('markdown', 'Description'),
  ),
  ...seoFieldsShape,
  status: statusField(PUBLISHING_STATUSES).default('draft'),
  position: positionField,
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** A document as the API returns it. */
export const documentSchema = documentInputSchema.extend(contentMetaSchema.shape);
export type DocumentItem = z.infer<typeof documentSchema>;
