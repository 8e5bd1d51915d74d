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
  'publishAt',
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
