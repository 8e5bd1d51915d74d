import { z } from 'zod';
import { fieldMeta } from './content-field-meta.ts';
import { controlCharacterMessage, requiredText } from './lead-fields.ts';
import { HTML_TAG } from './rich-text.ts';

/** Limits of the editable content types (jobs, courses, projects, media, documents). */
export const CONTENT_LIMITS = {
  id: 100,
  title: 200,
  line: 200,
  summary: 2_000,
  text: 50_000,
  listItem: 300,
  listItems: 30,
  pictures: 12,
  url: 2048,
  position: 1_000_000,
  /** Public and portal list pages (DESIGN §5: what a list sends does not grow with the items). */
  defaultLimit: 50,
  maxLimit: 100,
  cursor: 200,
} as const;

export const PUBLISHING_STATUSES = ['draft', 'published'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

export const statusField = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` });

export const enumField = <const V extends readonly [string, ...string[]]>(
  field: string,
  values: V,
) => z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

/** One line of plain text. */
export const line = (field: string, max: number = CONTENT_LIMITS.line) => requiredText(field, max);

export const noHtmlMessage = (field: string) =>
  `${field} must be plain text or markdown, without HTML tags`;

/** Plain text or markdown over several lines, never raw HTML (pages render it sanitized). */
export const markdown = (field: string, max: number = CONTENT_LIMITS.text) =>
  requiredText(field, max, { multiline: true }).refine(
    (value) => !HTML_TAG.test(value),
    noHtmlMessage(field),
  );

/** A long text written in the portal's editor (decision 073): its HTML, which pages show through the
 * post-HTML policy; or plain text, as every such text was before the editor, which pages show as
 * written. Which one a value is: whether it holds a tag (`isRichText`, rich-text.ts). */
export const richText = (field: string, max: number = CONTENT_LIMITS.text) =>
  requiredText(field, max, { multiline: true });

/** A list of one-line texts (responsibilities, topics, achievements); [] when left out. */
export const lines = (field: string) =>
  z
    .array(line(`each of ${field}`, CONTENT_LIMITS.listItem), {
      error: `${field} must be a list of texts`,
    })
    .max(CONTENT_LIMITS.listItems, `${field} may hold at most ${CONTENT_LIMITS.listItems} items`)
    .default([]);

/** A calendar day, `YYYY-MM-DD`, as written (no time zone). */
export const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a real date`);

/** A site file (`/images/…`, `/files/…`), an upload of ours (`/uploads/…`) or an https URL. Which
 * https hosts are ours is the server's setting (S3_PUBLIC_URL, IMAGE_HOSTS), checked there. */
export const SITE_URL = /^\/(?:images|files|uploads)\/[A-Za-z0-9._/-]+$/;
export const url = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(CONTENT_LIMITS.url, `${field} must be at most ${CONTENT_LIMITS.url} characters`)
    .refine(
      (value) =>
        (SITE_URL.test(value) && !value.includes('..')) || /^https:\/\/[^\s"'<>\\]+$/i.test(value),
      `${field} must be a site path (/images/…, /files/…, /uploads/…) or an https URL`,
    );

/** A picture with its intrinsic size (pages reserve the space) and its text alternative. */
export const pictureSchema = z.strictObject({
  src: url('src'),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: line('alt', 300),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A headline figure: its value as displayed ('+35%') and its label. */
export const figureSchema = z.strictObject({
  value: line('value', 40).meta(fieldMeta('text', 'Value', 'As shown: +35%.')),
  label: line('label', 100).meta(fieldMeta('text', 'Label')),
});
export type Figure = z.infer<typeof figureSchema>;

/** Where an item stands in its list: lower first. Left out, a new item goes to the end. */
export const positionField = z
  .number({ error: 'position must be a whole number' })
  .int('position must be a whole number')
  .min(0, 'position must be at least 0')
  .max(CONTENT_LIMITS.position, `position must be at most ${CONTENT_LIMITS.position}`)
  .optional();

/** What the server keeps of every item beside its fields. */
export const contentMetaSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const contentIdParamsSchema = z.object({
  id: z.string().min(1).max(CONTENT_LIMITS.id),
});

const optionalQueryText = (field: string, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .max(max, `${field} must be at most ${max} characters`)
      .refine((value) => !/\p{Cc}/u.test(value), controlCharacterMessage(field))
      .optional(),
  );

/** `GET /api/{type}`: a page of published items (open jobs) in their order; `cursor` is the
 * `nextCursor` of the previous answer; `category` matches exactly; `q` finds text in any field. */
export const contentListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONTENT_LIMITS.maxLimit, `limit must be at most ${CONTENT_LIMITS.maxLimit}`)
    .default(CONTENT_LIMITS.defaultLimit),
  cursor: optionalQueryText('cursor', CONTENT_LIMITS.cursor),
  category: optionalQueryText('category', CONTENT_LIMITS.line),
  /** Words the item's text holds, as written (case aside). */
  q: optionalQueryText('q', CONTENT_LIMITS.line),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** `GET /api/admin/{type}`: the same paging over every item, with a status filter. */
export const adminContentListQuerySchema = contentListQuerySchema.extend({
  status: optionalQueryText('status', 20),
});
export type AdminContentListQuery = z.infer<typeof adminContentListQuerySchema>;

/** `PUT /api/admin/{type}/order`: these items first, in this order; the others follow, as they were. */
export const contentOrderSchema = z.strictObject({
  ids: z
    .array(z.string().min(1).max(CONTENT_LIMITS.id), { error: 'ids must be a list of item ids' })
    .min(1, 'ids must name at least one item')
    .max(10_000, 'ids may name at most 10000 items'),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;
