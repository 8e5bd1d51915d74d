import { z } from 'zod';
import { optionalTrimmed } from './blog-list.ts';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './content-type-names.ts';

/** The media library (issue 48, decision 071): every upload the site stores, what it is, who
 * uploaded it and what uses it. */
export const UPLOAD_KINDS = ['image', 'document', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIBRARY_LIMITS = {
  /** A page of the library's grid: four rows of six, six rows of four, twelve of two. */
  defaultLimit: 24,
  maxLimit: 60,
  query: 200,
  cursor: 200,
  alt: 1000,
} as const;

/** `GET /api/admin/uploads?q=&kind=&cursor=`: newest first; `q` finds words of the name or of the
 * alt text; `cursor` is the `nextCursor` of the previous answer. */
export const uploadListQuerySchema = z.strictObject({
  q: optionalTrimmed(UPLOAD_LIBRARY_LIMITS.query, 'q'),
  kind: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(UPLOAD_KINDS, { error: 'kind must be image, document or video' }).optional(),
  ),
  cursor: optionalTrimmed(UPLOAD_LIBRARY_LIMITS.cursor, 'cursor'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(UPLOAD_LIBRARY_LIMITS.maxLimit, `limit must be at most ${UPLOAD_LIBRARY_LIMITS.maxLimit}`)
    .default(UPLOAD_LIBRARY_LIMITS.defaultLimit),
});
export type UploadListQuery = z.infer<typeof uploadListQuerySchema>;

/** What names an upload: a post (its text, featured image …), or an item of a content type. */
export const uploadUseSchema = z.object({
  type: z.enum(['post', ...CONTENT_TYPE_NAMES]),
  id: z.string(),
  title: z.string(),
});
export type UploadUse = { type: 'post' | ContentTypeName; id: string; title: string };

/** One entry of the library. `name` is the stored file `url` points at (an image's widest width);
 * `size` counts every stored file of it (all an image's widths). `width`, `height` and `variants`
 * are an image's (null and empty otherwise); `alt` is the text a picker proposes ('' when none);
 * `uploadedBy` is null for an upload made before the library existed. */
export const libraryUploadSchema = z.object({
  name: z.string(),
  url: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  alt: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  usedBy: z.array(uploadUseSchema),
});
export type LibraryUpload = z.infer<typeof libraryUploadSchema>;

export const uploadNameParamsSchema = z.object({ name: z.string().min(1).max(100) });

/** `PATCH /api/admin/uploads/:name`: the default alt text ('' for none). */
export const uploadAltInputSchema = z.strictObject({
  alt: z
    .string({ error: 'alt must be text' })
    .trim()
    .max(UPLOAD_LIBRARY_LIMITS.alt, `alt must be at most ${UPLOAD_LIBRARY_LIMITS.alt} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), 'alt must not contain control characters'),
});
export type UploadAltInput = z.infer<typeof uploadAltInputSchema>;

/** What `DELETE /api/admin/uploads/:name` answers: the name of what is gone. */
export const removedUploadSchema = z.object({ name: z.string() });

export const UPLOAD_NOT_FOUND = 'Upload not found';

/** What each kind of user of an upload is called: 'post', 'project', 'media item'. */
export const UPLOAD_USE_NOUNS: Record<UploadUse['type'], string> = {
  post: 'post',
  jobs: 'job',
  courses: 'course',
  projects: 'project',
  media: 'media item',
  documents: 'document',
};

/** "the post “Kisumu lights” and the project “BRT corridor”". */
export function describeUses(uses: readonly UploadUse[]): string {
  const named = uses.map((use) => `the ${UPLOAD_USE_NOUNS[use.type]} “${use.title}”`);
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** The 409 of a delete while something uses the upload. */
export const uploadInUseMessage = (uses: readonly UploadUse[]) =>
  `This upload is used by ${describeUses(uses)}. Remove it from ${uses.length === 1 ? 'there' : 'them'} first, then delete it.`;

/** Bytes as the quota is counted (UPLOAD_QUOTA_MB: megabytes of 1,048,576 bytes): '512 KB',
 * '1.5 MB', '2,048 MB'. */
export function quotaSize(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/** The refusal of an upload that would take its account over the quota (status 413). */
export const uploadQuotaMessage = (used: number, quota: number, upload: number) =>
  `This upload (${quotaSize(upload)}) would take your uploads over your quota: you use ${quotaSize(used)} of ${quotaSize(quota)}. Delete uploads nothing uses in the Library (Content → Library), then upload it again.`;
