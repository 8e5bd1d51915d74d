import type { BlogPost, BlogStatus, ContentFormat, Role } from '@site/shared';
import { can, postStatusesFor } from '@site/shared';

export type BlogFormValues = {
  title: string;
  slug: string;
  content: string;
  /** How `content` is written: markdown until the editor changes it (decision 073). */
  content_format: ContentFormat;
  excerpt: string;
  category: string;
  tags: string;
  status: BlogStatus;
  featured_image: string;
  /** What the featured image shows (issue 48): asked before the post is published or scheduled. */
  featured_image_alt: string;
  /** What search results and link cards show (empty: the post's own title, excerpt, picture). */
  seo_title: string;
  seo_description: string;
  og_image: string;
  /** When a scheduled post goes out, in Nairobi time (`YYYY-MM-DDTHH:mm`, a datetime-local value). */
  publishAt: string;
};

export const STATUS_OPTIONS: ReadonlyArray<{ value: BlogStatus; label: string }> = [
  { value: 'draft', label: 'Draft' },
  { value: 'in_review', label: 'In review' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

/** The statuses as the step a role that publishes takes, in the form's order (decision 051). */
const STEP_LABELS: ReadonlyArray<{ value: BlogStatus; label: string }> = [
  { value: 'draft', label: 'Return to draft' },
  { value: 'in_review', label: 'In review' },
  { value: 'published', label: 'Publish' },
  { value: 'scheduled', label: 'Schedule' },
  { value: 'archived', label: 'Archived' },
];
/** A role that does not publish (an author) keeps a draft or submits it. */
const SUBMIT_LABELS: Partial<Record<BlogStatus, string>> = {
  draft: 'Draft',
  in_review: 'Submit for review',
};

/** The statuses the form offers a role: those the permission table lets it give a post
 * (`postStatusesFor`, the rule the server checks), named as the step they take. */
export function statusChoices(role: Role): ReadonlyArray<{ value: BlogStatus; label: string }> {
  const allowed = postStatusesFor(role);
  const publishes = can(role, 'publish', 'posts');
  return STEP_LABELS.filter((choice) => allowed.includes(choice.value)).map((choice) => ({
    value: choice.value,
    label: (!publishes && SUBMIT_LABELS[choice.value]) || choice.label,
  }));
}

/** Nairobi keeps East Africa Time all year (UTC+3, no summer time). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** An ISO instant as a datetime-local value in Nairobi time. */
export function toNairobiLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + NAIROBI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Nairobi time, as an ISO instant ('' when empty or unreadable). */
export function fromNairobiLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  return new Date(Date.parse(`${local}:00+03:00`)).toISOString();
}

export const emptyBlogForm: BlogFormValues = {
  title: '',
  slug: '',
  content: '',
  content_format: 'html',
  excerpt: '',
  category: '',
  tags: '',
  status: 'draft',
  featured_image: '',
  featured_image_alt: '',
  seo_title: '',
  seo_description: '',
  og_image: '',
  publishAt: '',
};

const FIELD_ORDER = [
  'title',
  'slug',
  'content',
  'content_format',
  'excerpt',
  'category',
  'tags',
  'status',
  'featured_image',
  'featured_image_alt',
  'publishAt',
  'seo_title',
  'seo_description',
  'og_image',
] as const;

export function formValuesFromPost(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    content_format: post.content_format ?? 'markdown',
    excerpt: post.excerpt ?? '',
    category: post.category ?? '',
    tags: post.tags.join(', '),
    status: post.status,
    featured_image: post.featured_image ?? '',
    featured_image_alt: post.featured_image_alt ?? '',
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
    og_image: post.og_image ?? '',
    publishAt: toNairobiLocal(post.publishAt),
  };
}

export function sameFormValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return FIELD_ORDER.every((field) => a[field] === b[field]);
}

/** docs/product.md §5: title and content are required (a blank payload is caught by the same check). */
export function missesRequiredFields(values: BlogFormValues): boolean {
  return values.title.trim() === '' || values.content.trim() === '';
}

/** A post that goes public (published or scheduled) with a featured image nobody described: the form
 * asks for the description first (the server takes the post without it, and pages then use the
 * title). */
export function missesFeaturedImageAlt(values: BlogFormValues): boolean {
  const goesPublic = values.status === 'published' || values.status === 'scheduled';
  return (
    goesPublic && values.featured_image.trim() !== '' && values.featured_image_alt.trim() === ''
  );
}

export const FEATURED_IMAGE_ALT_MISSING =
  'Please describe the featured image (alt text) before publishing: what it shows, for readers who cannot see it.';

/** The multipart payload: only non-empty fields. The slug is sent only when editing (a new post's
 * slug comes from its title). Content is sent as written; the other fields are trimmed. */
export function buildBlogFormData(
  values: BlogFormValues,
  options: { includeSlug: boolean },
): FormData {
  const form = new FormData();
  for (const field of FIELD_ORDER) {
    if (field === 'slug' && !options.includeSlug) continue;
    if (field === 'publishAt') {
      const at = values.status === 'scheduled' ? fromNairobiLocal(values.publishAt) : '';
      if (at) form.append('publishAt', at);
      continue;
    }
    const raw = values[field];
    if (raw.trim() === '') continue;
    form.append(field, field === 'content' ? raw : raw.trim());
  }
  return form;
}
