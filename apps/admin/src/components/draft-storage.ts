import {
  emptyBlogForm,
  STATUS_OPTIONS,
  type BlogFormValues,
} from '../routes/posts/blog-form-values.ts';

/** Unsaved form text lives under one key, as { [draft id]: values }: a post's id or 'new', a content
 * item's `jobs:<id>` or `jobs:new` (contentDraftId). */
const DRAFT_KEY = 'adminDraft';
export const NEW_POST_DRAFT = 'new';

type Drafts = Record<string, unknown>;

function readDrafts(): Drafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Drafts)
      : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Drafts) {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(drafts));
  } catch (error) {
    console.error('Could not keep the unsaved form in this browser', error);
  }
}

/** What is kept under `draftId`, as stored: the form it belongs to checks its shape. */
export function readStoredDraft(draftId: string): unknown {
  return readDrafts()[draftId];
}

export function readDraft(draftId: string): BlogFormValues | null {
  const stored = readStoredDraft(draftId);
  if (typeof stored !== 'object' || stored === null) return null;
  // A draft kept before the editor has no format: its content is markdown.
  const values: BlogFormValues = { ...emptyBlogForm, content_format: 'markdown' };
  for (const field of Object.keys(emptyBlogForm) as Array<keyof BlogFormValues>) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (field === 'status') {
      const option = STATUS_OPTIONS.find((candidate) => candidate.value === value);
      if (option) values.status = option.value;
    } else if (field === 'content_format') {
      if (value === 'markdown' || value === 'html') values.content_format = value;
    } else {
      values[field] = value;
    }
  }
  return values;
}

export function writeDraft(draftId: string, values: unknown) {
  writeDrafts({ ...readDrafts(), [draftId]: values });
}

export function clearDraft(draftId: string) {
  const drafts = readDrafts();
  if (!(draftId in drafts)) return;
  delete drafts[draftId];
  writeDrafts(drafts);
}
