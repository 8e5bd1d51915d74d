import type { BlogPost } from '@site/shared';
import { postStatusesFor } from '@site/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@site/shared/site-routes';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { saveBlog } from '../../api/admin-api.ts';
import { adminListKey, dashboardKey } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import {
  buildBlogFormData,
  emptyBlogForm,
  FEATURED_IMAGE_ALT_MISSING,
  formValuesFromPost,
  missesFeaturedImageAlt,
  missesRequiredFields,
  sameFormValues,
  statusChoices,
  type BlogFormValues,
} from './blog-form-values.ts';
import { BlogPreviewLink } from './blog-preview-link.tsx';
import { BlogRevisions } from './blog-revisions.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import {
  clearDraft,
  NEW_POST_DRAFT,
  readDraft,
  writeDraft,
} from '../../components/draft-storage.ts';
import { FeaturedImageField } from '../../components/featured-image-field.tsx';
import { FormActions, FormSection, RestoredDraftNotice } from '../../components/form-parts.tsx';
import { toPlainText } from '../../components/markdown.ts';
import { SearchSocialPanel } from '../../components/search-social-panel.tsx';
import { StatusField } from '../../components/status-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useSession } from '../../session/session-context.tsx';

const IMAGE_NOTE = ' (Note: Image upload may have failed, but blog was saved)';

/** docs/product.md §9: without an excerpt, a post is summed up by the start of its text. */
const SUMMARY_LENGTH = 150;
function summaryOf(excerpt: string, content: string): string {
  if (excerpt.trim()) return excerpt.trim();
  const text = toPlainText(content);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}...` : text;
}

/** The address a new post will have: its title as the server makes a slug of it. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type BlogFormProps = {
  /** The post being edited, or null for a new post. */
  post: BlogPost | null;
  onClose: () => void;
};

export function BlogForm({ post, onClose }: BlogFormProps) {
  const { token, user } = useSession();
  // The signed-in person's role: which statuses the form offers (decision 051).
  const { role } = user;
  const isEdit = post !== null;
  const draftId = post?.id ?? NEW_POST_DRAFT;
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();

  const [initialValues] = useState<BlogFormValues>(() =>
    post ? formValuesFromPost(post) : emptyBlogForm,
  );
  const [draft] = useState(() => {
    const stored = readDraft(draftId);
    return stored && !sameFormValues(stored, initialValues) ? stored : null;
  });
  const [values, setValues] = useState<BlogFormValues>(draft ?? initialValues);
  const [restored, setRestored] = useState(draft !== null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [imageFieldKey, setImageFieldKey] = useState(0);
  // Set once publishing was stopped for the featured image's description: the field says why.
  const [altAsked, setAltAsked] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  const summary = useMemo(
    () => summaryOf(values.excerpt, values.content),
    [values.excerpt, values.content],
  );
  const save = useMutation({
    mutationFn: (form: FormData) => saveBlog(token, post?.id, form),
    meta: {
      failed: (error) =>
        `Failed to save blog. Please check your connection and try again. ${error.message}`,
    },
    onSuccess: () => {
      clearDraft(draftId);
      void queryClient.invalidateQueries({ queryKey: adminListKey('blogs') });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      const saved = isEdit ? 'Blog updated successfully!' : 'Blog created successfully!';
      notify('success', pendingFile ? saved + IMAGE_NOTE : saved);
      onClose();
    },
  });

  // Every change is kept in the browser until it is saved or cancelled, so no text is lost.
  useEffect(() => {
    if (sameFormValues(values, initialValues)) clearDraft(draftId);
    else writeDraft(draftId, values);
  }, [values, initialValues, draftId]);

  const setField = (field: keyof BlogFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function discardDraft() {
    setValues(initialValues);
    setRestored(false);
    setPendingFile(null);
    setImageFieldKey((key) => key + 1);
  }

  function cancel() {
    clearDraft(draftId);
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missesRequiredFields(values)) {
      notify('error', 'Please fill in at least the title and content fields.');
      return;
    }
    if (values.status === 'scheduled' && values.publishAt === '') {
      notify('error', 'Please choose when the post is published.');
      return;
    }
    if (missesFeaturedImageAlt(values)) {
      notify('error', FEATURED_IMAGE_ALT_MISSING);
      setAltAsked(true);
      altRef.current?.focus();
      return;
    }
    save.mutate(buildBlogFormData(values, { includeSlug: isEdit }));
  }

  return (
    <FormSection title={isEdit ? 'Edit Blog Post' : 'Create New Blog Post'}>
      {restored && <RestoredDraftNotice onDiscard={discardDraft} />}
      <form onSubmit={handleSubmit} className="mt-6 space-y-6">
        <div className={`grid gap-5 ${isEdit ? 'md:grid-cols-2' : ''}`}>
          <TextField label="Title" value={values.title} onChange={setField('title')} required />
          {isEdit && (
            <TextField
              label="Slug"
              value={values.slug}
              onChange={setField('slug')}
              hint="The post's address: /blog/slug. Leave empty to keep the current one."
            />
          )}
        </div>
        <RichTextField
          label="Content"
          value={values.content}
          format={values.content_format}
          onChange={(content) =>
            setValues((current) => ({ ...current, content, content_format: 'html' }))
          }
          required
        />
        <TextField
          label="Excerpt"
          value={values.excerpt}
          onChange={setField('excerpt')}
          multiline={3}
          hint="A short summary for lists. Without it, the start of the content is used."
        />
        <div className="grid gap-5 md:grid-cols-3">
          <TextField label="Category" value={values.category} onChange={setField('category')} />
          <TextField
            label="Tags"
            value={values.tags}
            onChange={setField('tags')}
            placeholder="traffic, smart city"
            hint="Separate tags with commas."
          />
          <StatusField
            value={values.status}
            options={statusChoices(role)}
            onChange={(status) => setValues((current) => ({ ...current, status }))}
          />
        </div>
        {values.status === 'scheduled' && (
          <TextField
            label="Publish at (Nairobi time)"
            type="datetime-local"
            value={values.publishAt}
            onChange={setField('publishAt')}
            hint="The server publishes the post at this time (East Africa Time, UTC+3)."
            required
          />
        )}
        <FeaturedImageField
          key={imageFieldKey}
          imageUrl={values.featured_image}
          onImageUrlChange={setField('featured_image')}
          onPendingFileChange={setPendingFile}
        />
        {values.featured_image && (
          <TextField
            label="Describe the image (alt text)"
            value={values.featured_image_alt}
            onChange={setField('featured_image_alt')}
            inputRef={altRef}
            hint="What the picture shows, for readers who cannot see it. Needed to publish."
            error={
              altAsked && values.featured_image_alt.trim() === ''
                ? 'Describe the featured image before publishing.'
                : undefined
            }
          />
        )}
        <SearchSocialPanel
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          fallback={{
            title: values.title.trim() || 'Untitled post',
            description: summary,
            image: values.featured_image || null,
            path: paths.blogPost(values.slug.trim() || slugOf(values.title) || 'new-post'),
          }}
        />
        <FormActions
          saving={save.isPending}
          submitLabel={isEdit ? 'Update Blog Post' : 'Create Blog Post'}
          onCancel={cancel}
        />
      </form>
      {post && (
        <div className="mt-6 space-y-4">
          {post.status !== 'published' && <BlogPreviewLink postId={post.id} />}
          <BlogRevisions
            postId={post.id}
            current={{ title: values.title, content: values.content }}
            canRestore={postStatusesFor(role).includes(post.status)}
            onRestored={() => {
              clearDraft(draftId);
              onClose();
            }}
          />
        </div>
      )}
    </FormSection>
  );
}
