import type { BlogPost, BlogStatus } from '@site/shared';

export type BlogFormValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string;
  status: BlogStatus;
  featured_image: string;
};

export const STATUS_OPTIONS: ReadonlyArray<{ value: BlogStatus; label: string }> = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

export const emptyBlogForm: BlogFormValues = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  category: '',
  tags: '',
  status: 'draft',
  featured_image: '',
};

const FIELD_ORDER = [
  'title',
  'slug',
  'content',
  'excerpt',
  'category',
  'tags',
  'status',
  'featured_image',
] as const;

export function formValuesFromPost(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    category: post.category ?? '',
    tags: post.tags.join(', '),
    status: post.status,
    featured_image: post.featured_image ?? '',
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
    const raw = values[field];
    if (raw.trim() === '') continue;
    form.append(field, field === 'content' ? raw : raw.trim());
  }
  return form;
}
