import {
  COURSE_LEVELS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILE_TYPES,
  EMPLOYMENT_TYPES,
  MEDIA_CATEGORIES,
  MEDIA_KINDS,
  PROJECT_CATEGORIES,
  companyDay,
  type ContentTypeName,
} from '@site/shared';
import { PROJECT_CATEGORY_NAMES } from '@site/web/content/project-category-names.ts';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import type { ContentRecord } from '../../api/admin-api.ts';
import { plural } from '../../components/list-panel.tsx';

type FieldBase = { name: string; label: string; hint?: string };

/** One field of a content type's form. Values are edited as text and become the API's input on save
 * (content-form-values.ts): `lines` is one item per line, `number` and `date` may be left empty when
 * `nullable` (null), a `picture` is an upload with its text alternative, a `group` a list of small
 * records (a course's sessions, a project's impact figures). */
export type FieldSpec =
  | (FieldBase & { kind: 'text'; nullable?: boolean })
  | (FieldBase & { kind: 'markdown'; rows: number })
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

/** How the portal shows and edits one content type: its list's words and facts, and its form. */
export type ContentFormConfig = {
  /** What one item is counted as: '3 jobs'. */
  noun: string;
  fields: readonly FieldSpec[];
  /** The short facts under an item's title in the list. */
  facts: (item: ContentRecord) => Array<string | null>;
  /** Whether the admin orders the items (the site shows them in that order). */
  reorderable: boolean;
};

const text = (item: ContentRecord, field: string) =>
  typeof item[field] === 'string' && item[field] !== '' ? (item[field] as string) : null;

type Session = { startDate: string; location: string };

export const CONTENT_FORMS: Record<ContentTypeName, ContentFormConfig> = {
  jobs: {
    noun: 'job',
    reorderable: false,
    facts: (item) => [
      text(item, 'department'),
      text(item, 'location'),
      text(item, 'employmentType'),
      text(item, 'closesAt')
        ? `Closes ${formatLongDate(text(item, 'closesAt')!)}`
        : 'No closing date',
    ],
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      { kind: 'text', name: 'department', label: 'Department' },
      { kind: 'text', name: 'location', label: 'Location' },
      {
        kind: 'select',
        name: 'employmentType',
        label: 'Employment type',
        options: EMPLOYMENT_TYPES,
      },
      {
        kind: 'date',
        name: 'closesAt',
        label: 'Applications close',
        nullable: true,
        hint: 'The last day (Nairobi). Leave empty to list the job until it is closed.',
      },
      {
        kind: 'markdown',
        name: 'description',
        label: 'Summary',
        rows: 3,
        hint: 'One or two sentences for the openings list. Markdown, no HTML.',
      },
      { kind: 'markdown', name: 'details', label: 'Details', rows: 10 },
      { kind: 'lines', name: 'responsibilities', label: 'Responsibilities' },
    ],
  },
  courses: {
    noun: 'course',
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
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      { kind: 'markdown', name: 'description', label: 'Description', rows: 4 },
      { kind: 'text', name: 'duration', label: 'Duration', hint: 'As shown: 5 days.' },
      {
        kind: 'text',
        name: 'participants',
        label: 'Participants',
        hint: 'As shown: 15-20 participants.',
      },
      { kind: 'select', name: 'level', label: 'Level', options: COURSE_LEVELS },
      { kind: 'text', name: 'certification', label: 'Certification' },
      { kind: 'picture', name: 'image', label: 'Picture' },
      { kind: 'lines', name: 'topics', label: 'Topics' },
      {
        kind: 'group',
        name: 'sessions',
        label: 'Sessions',
        itemLabel: 'Session',
        fields: [
          { kind: 'date', name: 'startDate', label: 'Start date' },
          {
            kind: 'date',
            name: 'endDate',
            label: 'End date',
            nullable: true,
            hint: 'Leave empty for the course duration.',
          },
          { kind: 'text', name: 'location', label: 'Location' },
          {
            kind: 'number',
            name: 'seats',
            label: 'Seats',
            nullable: true,
            hint: 'Leave empty for no limit.',
          },
          { kind: 'number', name: 'priceKsh', label: 'Price (KSh)' },
        ],
      },
    ],
  },
  projects: {
    noun: 'project',
    reorderable: true,
    facts: (item) => [
      PROJECT_CATEGORY_NAMES[text(item, 'category') ?? ''] ?? text(item, 'category'),
      text(item, 'location'),
      text(item, 'client'),
    ],
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      {
        kind: 'select',
        name: 'category',
        label: 'Category',
        options: PROJECT_CATEGORIES,
        labels: PROJECT_CATEGORY_NAMES,
      },
      { kind: 'text', name: 'location', label: 'Location' },
      { kind: 'text', name: 'client', label: 'Client' },
      { kind: 'markdown', name: 'description', label: 'Summary', rows: 3 },
      { kind: 'markdown', name: 'overview', label: 'Overview', rows: 10 },
      {
        kind: 'pictures',
        name: 'images',
        label: 'Pictures',
        hint: 'The first is the card picture.',
      },
      { kind: 'lines', name: 'achievements', label: 'Achievements' },
      { kind: 'lines', name: 'features', label: 'Features' },
      { kind: 'lines', name: 'scopeOfWork', label: 'Scope of work' },
      {
        kind: 'group',
        name: 'impact',
        label: 'Impact figures',
        itemLabel: 'Figure',
        fields: [
          { kind: 'text', name: 'value', label: 'Value', hint: 'As shown: +35%.' },
          { kind: 'text', name: 'label', label: 'Label' },
        ],
      },
    ],
  },
  media: {
    noun: 'media item',
    reorderable: true,
    facts: (item) => [
      text(item, 'kind') === 'video' ? 'Video' : 'Picture',
      text(item, 'category'),
      text(item, 'date'),
      text(item, 'location'),
    ],
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      { kind: 'select', name: 'kind', label: 'Kind', options: MEDIA_KINDS },
      { kind: 'select', name: 'category', label: 'Category', options: MEDIA_CATEGORIES },
      {
        kind: 'text',
        name: 'date',
        label: 'Date',
        hint: 'A month (2024-12) or a day (2024-12-05).',
      },
      { kind: 'text', name: 'location', label: 'Location' },
      { kind: 'picture', name: 'image', label: 'Picture', hint: 'For a video, its poster frame.' },
      {
        kind: 'video',
        name: 'videoUrl',
        label: 'Video',
        kindField: 'kind',
        hint: 'For a video only: upload an MP4 or WebM, or type an https address or a /uploads/… file. Leave empty for a picture.',
      },
      { kind: 'markdown', name: 'description', label: 'Description', rows: 4 },
    ],
  },
  documents: {
    noun: 'document',
    reorderable: false,
    facts: (item) => [text(item, 'category'), text(item, 'fileType'), text(item, 'size')],
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      { kind: 'select', name: 'category', label: 'Category', options: DOCUMENT_CATEGORIES },
      { kind: 'select', name: 'fileType', label: 'File type', options: DOCUMENT_FILE_TYPES },
      { kind: 'document', name: 'url', label: 'File', sizeField: 'size' },
      { kind: 'text', name: 'size', label: 'Size', hint: 'As shown: 1.8 MB.' },
      { kind: 'markdown', name: 'description', label: 'Description', rows: 4 },
    ],
  },
};
