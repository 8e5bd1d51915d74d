import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_TYPES, type ContentTypeName } from '@site/shared';
import type { FieldValues, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import type { ContentRecord } from '../../api/admin-api.ts';
import { CONTENT_FORMS, type FieldSpec } from './content-forms.ts';

/** A content form's values, as edited: text, a record (a picture), or a list of records. */
export type FormValue = string | FormRecord | FormRecord[];
export type FormRecord = { [name: string]: FormValue };
/** Messages by field path, as the server names them: `title`, `sessions.0.startDate`. */
export type FieldErrors = Record<string, string[]>;

const emptyPicture = (): FormRecord => ({ src: '', width: '', height: '', alt: '' });

/** What every item says to search engines and link cards (packages/shared seo-fields.ts): edited
 * beside the described fields, in the form's "Search and social" panel. */
export const SEARCH_FIELDS = ['seo_title', 'seo_description', 'og_image'] as const;
const searchValues = (source: Record<string, unknown>): FormRecord =>
  Object.fromEntries(SEARCH_FIELDS.map((name) => [name, asText(source[name])]));
/** An empty one is null: the page then uses its own. */
const searchInput = (values: FormRecord) =>
  Object.fromEntries(
    SEARCH_FIELDS.map((name) => {
      const text = typeof values[name] === 'string' ? values[name].trim() : '';
      return [name, text === '' ? null : text];
    }),
  );

function emptyValue(field: FieldSpec): FormValue {
  switch (field.kind) {
    case 'select':
      return field.options[0] ?? '';
    case 'picture':
      return emptyPicture();
    case 'pictures':
      return [emptyPicture()];
    case 'group':
      return [];
    default:
      return '';
  }
}

/** A new record of these fields (a new session, a new item's fields). */
export const emptyRecord = (fields: readonly FieldSpec[]): FormRecord =>
  Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));

export const newPicture = emptyPicture;

const asText = (raw: unknown) =>
  raw === null || raw === undefined ? '' : typeof raw === 'string' ? raw : String(raw);
const asRecords = (raw: unknown) =>
  Array.isArray(raw) ? raw.filter((entry) => typeof entry === 'object' && entry !== null) : [];

function pictureValue(raw: unknown): FormRecord {
  const picture = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    src: asText(picture.src),
    width: asText(picture.width),
    height: asText(picture.height),
    alt: asText(picture.alt),
  };
}

function valueOf(field: FieldSpec, raw: unknown): FormValue {
  switch (field.kind) {
    case 'lines':
      return Array.isArray(raw) ? raw.map(asText).join('\n') : '';
    case 'picture':
      return pictureValue(raw);
    case 'pictures':
      return asRecords(raw).map(pictureValue);
    case 'group':
      return asRecords(raw).map((entry: Record<string, unknown>) => ({
        ...recordOf(field.fields, entry),
        // A nested item keeps its id across edits (a registration names its course session by it).
        ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
      }));
    default:
      return asText(raw);
  }
}

const recordOf = (fields: readonly FieldSpec[], source: Record<string, unknown>): FormRecord =>
  Object.fromEntries(fields.map((field) => [field.name, valueOf(field, source[field.name])]));

/** The text of a whole number, as a number; anything else is sent as typed, for the schema to name. */
const numberOf = (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : value);

function inputOf(field: FieldSpec, value: FormValue | undefined): unknown {
  const text = typeof value === 'string' ? value : '';
  const records = Array.isArray(value) ? value : [];
  switch (field.kind) {
    case 'text':
    case 'document':
      return field.kind === 'text' && field.nullable && text.trim() === '' ? null : text.trim();
    case 'video':
      return text.trim() === '' ? null : text.trim();
    case 'markdown':
    case 'richtext':
    case 'select':
      return text;
    case 'date':
      return field.nullable && text.trim() === '' ? null : text.trim();
    case 'number':
      return field.nullable && text.trim() === '' ? null : numberOf(text);
    case 'lines':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    case 'picture':
      return pictureInput(value);
    case 'pictures':
      return records.map(pictureInput);
    case 'group':
      return records.map((record) => ({
        ...(typeof record.id === 'string' ? { id: record.id } : {}),
        ...inputRecord(field.fields, record),
      }));
  }
}

function pictureInput(value: FormValue | undefined) {
  const picture = typeof value === 'object' && !Array.isArray(value) ? value : {};
  const part = (name: string) => (typeof picture[name] === 'string' ? picture[name] : '');
  return {
    src: part('src').trim(),
    width: numberOf(part('width')),
    height: numberOf(part('height')),
    alt: part('alt').trim(),
  };
}

const inputRecord = (fields: readonly FieldSpec[], record: FormRecord) =>
  Object.fromEntries(fields.map((field) => [field.name, inputOf(field, record[field.name])]));

/** A new item's form: empty fields, the first choice of each list, the type's first status (draft). */
export function emptyContentValues(type: ContentTypeName): FormRecord {
  return {
    ...emptyRecord(CONTENT_FORMS[type].fields),
    ...searchValues({}),
    status: CONTENT_TYPES[type].statuses[0],
  };
}

/** The form of an item being edited. */
export function contentValuesFromItem(type: ContentTypeName, item: ContentRecord): FormRecord {
  return {
    ...recordOf(CONTENT_FORMS[type].fields, item),
    ...searchValues(item),
    status: item.status,
  };
}

/** The form of a copy: the item's fields as a new draft, its nested items without their ids. */
export function copyValuesFromItem(type: ContentTypeName, item: ContentRecord): FormRecord {
  const values = contentValuesFromItem(type, item);
  for (const field of CONTENT_FORMS[type].fields) {
    const value = values[field.name];
    if (field.kind === 'group' && Array.isArray(value))
      values[field.name] = value.map(({ id: _id, ...rest }) => rest);
  }
  return { ...values, title: `${item.title} (copy)`, status: CONTENT_TYPES[type].statuses[0] };
}

/** What the API takes for the form (POST and PUT /admin/{type}): every field of the type, typed. */
export function contentInput(type: ContentTypeName, values: FormRecord) {
  return {
    ...inputRecord(CONTENT_FORMS[type].fields, values),
    ...searchInput(values),
    status: values.status,
  };
}

/** The form's check: its values made into the API's input, checked by the type's own schema as the
 * server checks it; a valid form's submit handler gets that input (`raw`: as made, not parsed). */
export function contentResolver(type: ContentTypeName): Resolver<FieldValues> {
  const check = zodResolver(CONTENT_TYPES[type].input, undefined, {
    raw: true,
  }) as unknown as Resolver<FieldValues>;
  return (values, context, options) => check(contentInput(type, values), context, options);
}

/** react-hook-form's errors (nested as the values are) by path, as the server names them: an
 * array's own error is its `root`. */
export function flatErrors(errors: FormErrors, at = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, node] of Object.entries(errors)) {
    if (typeof node !== 'object' || node === null || key === 'ref') continue;
    const path = key === 'root' ? at : at ? `${at}.${key}` : key;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && path !== '') (flat[path] ??= []).push(message);
    Object.assign(flat, flatErrors(node as FormErrors, path));
  }
  return flat;
}

/** The field errors of a server refusal (`details.fields`), or null. */
export function refusalFieldErrors(details: unknown): FieldErrors | null {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields))
    if (Array.isArray(messages)) errors[key] = messages.map(String);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A stored draft of this form, laid over its starting values field by field (a field of another
 * shape, from an older form, is left as it was). */
export function draftOver(initial: FormRecord, stored: unknown): FormRecord | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const values = { ...initial };
  for (const [name, value] of Object.entries(initial)) {
    const kept = (stored as Record<string, unknown>)[name];
    const shape = (candidate: unknown) =>
      Array.isArray(candidate) ? 'list' : typeof candidate === 'string' ? 'text' : 'record';
    if (kept !== undefined && kept !== null && shape(kept) === shape(value))
      values[name] = kept as FormValue;
  }
  return values;
}

export const sameValues = (a: FormRecord, b: FormRecord) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with a field and with every part of it (`image` holds `image.src`'s): the first
 * message of each (a value may break several rules; the first says enough). */
export function errorsAt(errors: FieldErrors, path: string, exact = false): string[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    key === path || (!exact && key.startsWith(`${path}.`)) ? messages.slice(0, 1) : [],
  );
}
