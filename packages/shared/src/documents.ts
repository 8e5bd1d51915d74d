import { z } from 'zod';
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

/** The sections of the Documentation center. */
export const DOCUMENT_CATEGORIES = ['datasheets', 'manuals', 'videos', 'company'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_FILE_TYPES = ['PDF', 'MP4'] as const;

/** What the portal edits of a document: `POST /api/admin/documents` and `PUT /api/admin/documents/:id`. */
export const documentInputSchema = z.strictObject({
  title: line('title', CONTENT_LIMITS.title),
  category: enumField('category', DOCUMENT_CATEGORIES),
  fileType: enumField('fileType', DOCUMENT_FILE_TYPES).default('PDF'),
  /** The file: a PDF uploaded through `POST /api/upload/document`, or a site file (`/files/…`). */
  url: url('url'),
  /** As displayed: '1.8 MB' (the catalogue size of the full edition). */
  size: line('size', 20),
  description: markdown('description', CONTENT_LIMITS.summary),
  status: statusField(PUBLISHING_STATUSES).default('draft'),
  position: positionField,
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** A document as the API returns it. */
export const documentSchema = documentInputSchema.extend(contentMetaSchema.shape);
export type DocumentItem = z.infer<typeof documentSchema>;
