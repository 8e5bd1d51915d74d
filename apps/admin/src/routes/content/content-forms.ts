import {
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  companyDay,
  describedFields,
  type ContentTypeName,
  type DescribedField,
} from '@site/shared';
import { PROJECT_CATEGORY_NAMES } from '@site/web/content/project-category-names.ts';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import { paths } from '@site/shared/site-routes';
import type { ContentRecord } from '../../api/admin-api.ts';
import type { FormRecord } from './content-form-values.ts';
import { plural } from '../../components/list-panel.tsx';

type FieldBase = { name: string; label: string; hint?: string };

/** One field of a content type's form, made from its description in packages/shared (label, help
 * text, input kind: decision 069) and what only the portal needs to draw it. Values are edited as
 * text and become the API's input on save (content-form-values.ts): `lines` is one item per line,
 * `number` and `date` may be left empty when `nullable` (null), a `picture` is an upload with its
 * text alternative, a `group` a list of small records (a course's sessions, a project's impact
 * figures). */
export type FieldSpec =
  | (FieldBase & { kind: 'text'; nullable?: boolean })
  | (FieldBase & { kind: 'markdown'; rows: number })
  /** A long text in the editor: its HTML, or plain text written before it. */
  | (FieldBase & { kind: 'richtext' })
  | (FieldBase & { kind: 'lines' })
  | (FieldBase & { kind: 'date'; nullable?: boolean })
  | (FieldBase & { kind: 'number'; nullable?: boolean })
  | (FieldBase & { kind: 'select'; options: readonly string[]; labels?: Record<string, string> })
  | (FieldBase & { kind: 'picture' })
  | (FieldBase & { kind: 'pictures' })
  | (FieldBase & { kind: 'document'; sizeField: string })
  /** A video: an MP4 or WebM uploaded (which sets `kindField` to 'video'), or its address; empty: null. */
  | (FieldBase & { kind: 'video'; kindField: string })
  | (FieldBase & { kind: 'group'; itemLabel: string; fields: readonly FieldSpec[] });

/** How a choice reads where its value is a key ('its' is Intelligent Transport Systems): the site's
 * names, which the schemas do not hold. */
const OPTION_LABELS: Partial<Record<string, Record<string, string>>> = {
  'projects.category': PROJECT_CATEGORY_NAMES,
};

/** A type's `description` is the summary of its cards: a few rows; other long texts get room. */
const markdownRows = (name: string) => (name === 'description' ? 4 : 10);

function fieldSpec(type: ContentTypeName, field: DescribedField): FieldSpec {
  const { title: label, description: hint, 'x-input': kind } = field.meta;
  const base: FieldBase = { name: field.name, label, ...(hint === undefined ? {} : { hint }) };
  switch (kind) {
    case 'text':
    case 'date':
    case 'number':
      return { ...base, kind, nullable: field.nullable };
    case 'markdown':
      return { ...base, kind, rows: markdownRows(field.name) };
    case 'richtext':
    case 'lines':
    case 'picture':
    case 'pictures':
      return { ...base, kind };
    case 'select': {
      const labels = OPTION_LABELS[`${type}.${field.name}`];
      return { ...base, kind, options: field.options ?? [], ...(labels ? { labels } : {}) };
    }
    // An uploaded file also sets the field beside it: a document's size, a media item's kind.
    case 'document':
      return { ...base, kind, sizeField: 'size' };
    case 'video':
      return { ...base, kind, kindField: 'kind' };
    case 'group':
      return {
        ...base,
        kind,
        itemLabel: field.meta['x-item-label'] ?? label,
        fields: (field.fields ?? []).map((part) => fieldSpec(type, part)),
      };
  }
}

/** How the portal shows and edits one content type: its list's words and facts, and its form. */
export type ContentFormConfig = {
  /** What one item is counted as: '3 jobs'. */
  noun: string;
  fields: readonly FieldSpec[];
  /** The short facts under an item's title in the list. */
  facts: (item: ContentRecord) => Array<string | null>;
  /** Whether the admin orders the items (the site shows them in that order). */
  reorderable: boolean;
  /** An item's own page, for the types that have one: its path, and the summary and picture its
   * head shows unless the item's search and social fields say otherwise (apps/web's jobMeta,
   * projectMeta). The form shows its "Search and social" panel for these. */
  page?: {
    path: (id: string) => string;
    summary: (values: FormRecord) => string;
    image: (values: FormRecord) => string | null;
  };
};

/** What the portal adds to a type's description: its list's facts and whether it is ordered. */
type ListConfig = Pick<ContentFormConfig, 'facts' | 'reorderable' | 'page'>;

const text = (item: ContentRecord, field: string) =>
  typeof item[field] === 'string' && item[field] !== '' ? (item[field] as string) : null;

type Session = { startDate: string; location: string };

const valueOf = (values: FormRecord, field: string) =>
  typeof values[field] === 'string' ? values[field].trim() : '';

const LISTS: Record<ContentTypeName, ListConfig> = {
  jobs: {
    reorderable: false,
    page: {
      path: paths.careerDetails,
      summary: (values) => {
        const facts = [valueOf(values, 'employmentType'), valueOf(values, 'location')]
          .filter(Boolean)
          .join(', ');
        const text = valueOf(values, 'description') || valueOf(values, 'details');
        return `${valueOf(values, 'title')}${facts ? ` (${facts})` : ''}: ${text}`;
      },
      image: () => null,
    },
    facts: (item) => [
      text(item, 'department'),
      text(item, 'location'),
      text(item, 'employmentType'),
      text(item, 'closesAt')
        ? `Closes ${formatLongDate(text(item, 'closesAt')!)}`
        : 'No closing date',
    ],
  },
  courses: {
    reorderable: false,
    facts: (item) => {
      const sessions = Array.isArray(item.sessions) ? (item.sessions as Session[]) : [];
      const today = companyDay();
      const next = sessions
        .map((session) => session.startDate)
        .filter((start) => start >= today)
        .sort()[0];
      return [
        text(item, 'duration'),
        text(item, 'level'),
        plural(sessions.length, 'session'),
        next ? `Next session ${formatLongDate(next)}` : 'No upcoming session',
      ];
    },
  },
  projects: {
    reorderable: true,
    page: {
      path: paths.project,
      summary: (values) => valueOf(values, 'description'),
      image: (values) => {
        const [first] = Array.isArray(values.images) ? values.images : [];
        return (first && typeof first.src === 'string' && first.src.trim()) || null;
      },
    },
    facts: (item) => [
      PROJECT_CATEGORY_NAMES[text(item, 'category') ?? ''] ?? text(item, 'category'),
      text(item, 'location'),
      text(item, 'client'),
    ],
  },
  media: {
    reorderable: true,
    facts: (item) => [
      text(item, 'kind') === 'video' ? 'Video' : 'Picture',
      text(item, 'category'),
      text(item, 'date'),
      text(item, 'location'),
    ],
  },
  documents: {
    reorderable: false,
    facts: (item) => [text(item, 'category'), text(item, 'fileType'), text(item, 'size')],
  },
};

/** Each type's list and form: its noun from its singular ('Media item' counts 'media items'), its
 * fields from its schema's descriptions. */
const contentForm = (type: ContentTypeName): ContentFormConfig => ({
  ...LISTS[type],
  noun: CONTENT_TYPES[type].singular.toLowerCase(),
  fields: describedFields(CONTENT_TYPES[type].input).map((field) => fieldSpec(type, field)),
});

export const CONTENT_FORMS = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((type) => [type, contentForm(type)]),
) as Record<ContentTypeName, ContentFormConfig>;
