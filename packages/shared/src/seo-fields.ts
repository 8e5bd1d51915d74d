import { z } from 'zod';

/** How long the search and social texts may be, and how much of them a search engine shows (Google
 * cuts a title near 60 characters and a description near 155; the preview cuts as it does). */
export const SEO_LIMITS = {
  seoTitle: 120,
  seoDescription: 320,
  /** A picture's text alternative (a featured image's, a content picture's). */
  alt: 300,
  url: 2048,
  shownTitle: 60,
  shownDescription: 155,
} as const;

/** Text left empty (or null) is left out: the page then uses its fallback. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Optional one-line text, left out when empty; no control character (PostgreSQL refuses a NUL). */
export const optionalLine = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .refine((value) => !/\p{Cc}/u.test(value), `${field} must not contain control characters`)
      .optional(),
  );

/** An image of a page that is an uploaded file of ours (`/uploads/…`) or an https URL: a plain http
 * image would be mixed content. Which https hosts are ours is the server's setting, checked there. */
export const isImageAddress = (value: string) =>
  /^\/uploads\/[A-Za-z0-9._-]+$/.test(value) || /^https:\/\/[^\s"'<>\\]+$/i.test(value);

export const imageAddressMessage = (field: string) =>
  `${field} must be an uploaded image path (/uploads/…) or an https URL`;

/** An optional image address, left out when empty. */
export const optionalImageAddress = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: imageAddressMessage(field) })
      .trim()
      .max(SEO_LIMITS.url, `${field} must be at most ${SEO_LIMITS.url} characters`)
      .refine(isImageAddress, imageAddressMessage(field))
      .optional(),
  );

/** What a post and every content item may say to search engines and link previews, one definition
 * for both (issue 48): the title and description of the search result and the link card, and the
 * card's picture. Left empty, a page uses its title, its summary and its own picture. A post's form
 * leaves an empty one out (its column is then null). */
export const seoInputShape = {
  seo_title: optionalLine('seo_title', SEO_LIMITS.seoTitle),
  seo_description: optionalLine('seo_description', SEO_LIMITS.seoDescription),
  og_image: optionalImageAddress('og_image'),
};

const orNull = <T>(value: T | undefined) => value ?? null;

/** The same fields on a content item, where they are kept in the item: null when empty, and an item
 * stored before them is read with null (its type's schema reads every stored item). */
export const seoFieldsShape = {
  seo_title: seoInputShape.seo_title.transform(orNull),
  seo_description: seoInputShape.seo_description.transform(orNull),
  og_image: seoInputShape.og_image.transform(orNull),
};

/** The same fields as the API returns them. */
export const seoFieldsOutputShape = {
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  og_image: z.string().nullable(),
};

export type SeoFields = {
  seo_title: string | null;
  seo_description: string | null;
  og_image: string | null;
};
