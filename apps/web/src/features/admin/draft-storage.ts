import { emptyBlogForm, STATUS_OPTIONS, type BlogFormValues } from './blog-form-values.ts';

/** Unsaved form text lives under one key, as { [post id or 'new']: values }. */
const DRAFT_KEY = 'adminDraft';
export const NEW_POST_DRAFT = 'new';

type Drafts = Record<string, BlogFormValues>;

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
    console.error('Could not keep the unsaved blog form in this browser', error);
  }
}

export function readDraft(draftId: string): BlogFormValues | null {
  const stored: unknown = readDrafts()[draftId];
  if (typeof stored !== 'object' || stored === null) return null;
  const values = { ...emptyBlogForm };
  for (const field of Object.keys(emptyBlogForm) as Array<keyof BlogFormValues>) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (field === 'status') {
      const option = STATUS_OPTIONS.find((candidate) => candidate.value === value);
      if (option) values.status = option.value;
    } else {
      values[field] = value;
    }
  }
  return values;
}

export function writeDraft(draftId: string, values: BlogFormValues) {
  writeDrafts({ ...readDrafts(), [draftId]: values });
}

export function clearDraft(draftId: string) {
  const drafts = readDrafts();
  if (!(draftId in drafts)) return;
  delete drafts[draftId];
  writeDrafts(drafts);
}
