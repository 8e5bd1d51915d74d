import type { DocumentUploadResponse as FileUploadResponse } from '@site/shared';
import { MAX_VIDEO_BYTES, VIDEO_ACCEPT } from '@site/shared/upload';
import { useId, type ReactNode } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { isRichText } from '@site/shared/rich-text';
import { RichTextField } from './rich-text/rich-text-field.tsx';
import type { FieldSpec } from '../routes/content/content-forms.ts';
import {
  emptyRecord,
  errorsAt,
  newPicture,
  type FieldErrors,
  type FormRecord,
  type FormValue,
} from '../routes/content/content-form-values.ts';
import { FeaturedImageField } from './featured-image-field.tsx';
import { FileUploadInput } from './file-upload-input.tsx';
import { megabytes } from './megabytes.ts';
import { secondaryButton } from './list-panel.tsx';
import { statusLabel } from './status-field.tsx';
import { errorClass, fieldClass, hintClass, labelClass, TextField } from './text-field.tsx';
import { useFileUpload } from './use-file-upload.ts';
import { useSession } from '../session/session-context.tsx';

type ContentFieldProps = {
  field: FieldSpec;
  /** Where the field is in the form's values, as the schema names it (`sessions.0.startDate`): its
   * value and its errors are found by it. */
  path: string;
  errors: FieldErrors;
};

/** The fields that take a whole row of the form. */
export const isWide = (field: FieldSpec) =>
  ['markdown', 'richtext', 'lines', 'picture', 'pictures', 'document', 'video', 'group'].includes(
    field.kind,
  );

/** One field of a content form, as its description says (content-forms.ts), inside the form's
 * react-hook-form context: a list (pictures, a group's entries) is a field array, the others one
 * value each. */
export function ContentField({ field, path, errors }: ContentFieldProps) {
  const error = errorsAt(errors, path, field.kind === 'group' || field.kind === 'pictures')
    .map((message) => inWords(message, field))
    .join(' ');
  switch (field.kind) {
    case 'pictures':
      return (
        <RepeatedField
          label={field.label}
          hint={field.hint}
          itemLabel="Picture"
          path={path}
          newItem={newPicture}
          error={error}
          renderItem={(index) => (
            <ValueField
              field={{ kind: 'picture', name: String(index), label: `Picture ${index + 1}` }}
              path={`${path}.${index}`}
              error={errorsAt(errors, `${path}.${index}`).join(' ')}
            />
          )}
        />
      );
    case 'group':
      return (
        <RepeatedField
          label={field.label}
          hint={field.hint}
          itemLabel={field.itemLabel}
          path={path}
          newItem={() => emptyRecord(field.fields)}
          error={error}
          renderItem={(index) => (
            <div className="grid gap-4 sm:grid-cols-2">
              {field.fields.map((part) => (
                <ContentField
                  key={part.name}
                  field={part}
                  path={`${path}.${index}.${part.name}`}
                  errors={errors}
                />
              ))}
            </div>
          )}
        />
      );
    default:
      return <ValueField field={field} path={path} error={error} />;
  }
}

/** A field of one value (text, a choice, a picture, a file's address), read from and written to
 * the form at `path`. An upload also sets a field beside it (a document's size, a video's kind). */
function ValueField({
  field,
  path,
  error,
}: {
  field: Exclude<FieldSpec, { kind: 'group' | 'pictures' }>;
  path: string;
  error: string;
}) {
  const { field: control } = useController({ name: path });
  const { setValue } = useFormContext();
  const value = control.value as FormValue | undefined;
  const onChange = (next: FormValue) => control.onChange(next);
  const setBeside = (name: string, next: string) =>
    setValue(path.replace(/[^.]+$/, name), next, { shouldDirty: true });
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'number':
      return (
        <TextField
          label={field.label}
          value={text}
          onChange={onChange}
          type={field.kind === 'text' ? 'text' : field.kind}
          required={!('nullable' in field && field.nullable)}
          hint={field.hint}
          error={error || undefined}
        />
      );
    case 'markdown':
      return (
        <TextField
          label={field.label}
          value={text}
          onChange={onChange}
          multiline={field.rows}
          required
          hint={field.hint ?? 'Plain text, without HTML.'}
          error={error || undefined}
        />
      );
    case 'richtext':
      return (
        <RichTextField
          label={field.label}
          value={text}
          format={isRichText(text) ? 'html' : 'markdown'}
          onChange={onChange}
          size="short"
          required
          hint={field.hint}
          error={error || undefined}
        />
      );
    case 'lines':
      return (
        <TextField
          label={field.label}
          value={text}
          onChange={onChange}
          multiline={5}
          hint={field.hint ?? 'One per line.'}
          error={error || undefined}
        />
      );
    case 'select':
      return <SelectField field={field} value={text} onChange={onChange} error={error} />;
    case 'picture':
      return (
        <PictureField
          label={field.label}
          hint={field.hint}
          value={record(value)}
          onChange={onChange}
          error={error}
        />
      );
    case 'document':
      return (
        <UploadedFileField
          kind="document"
          label={field.label}
          value={text}
          onChange={(url, uploaded) => {
            onChange(url);
            if (uploaded) setBeside(field.sizeField, megabytes(uploaded.size));
          }}
          error={error}
        />
      );
    case 'video':
      return (
        <UploadedFileField
          kind="video"
          label={field.label}
          hint={field.hint}
          value={text}
          onChange={(url, uploaded) => {
            onChange(url);
            if (uploaded) setBeside(field.kindField, 'video');
          }}
          error={error}
        />
      );
  }
}

/** The schema names a field as the API does ('description is required'); under the field, its
 * label reads better ('Summary is required'). */
const inWords = (message: string, field: FieldSpec) =>
  message.startsWith(`${field.name} `)
    ? `${field.label}${message.slice(field.name.length)}`
    : message;

const record = (value: FormValue | undefined): FormRecord =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

function FieldError({ id, error }: { id: string; error: string }) {
  return error ? (
    <p id={id} className={errorClass}>
      {error}
    </p>
  ) : null;
}

function SelectField({
  field,
  value,
  onChange,
  error,
}: {
  field: Extract<FieldSpec, { kind: 'select' }>;
  value: string;
  onChange: (value: string) => void;
  error: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      >
        {field.options.map((option) => (
          <option key={option} value={option}>
            {field.labels?.[option] ?? statusLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A picture: uploaded through the image field (which gives its size), with its description (its
 * text alternative). */
function PictureField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  value: FormRecord;
  onChange: (value: FormRecord) => void;
  error: string;
}) {
  const part = (name: string) => (typeof value[name] === 'string' ? value[name] : '');
  return (
    <div className="space-y-3">
      <FeaturedImageField
        label={label}
        imageUrl={part('src')}
        onImageUrlChange={(src) =>
          onChange(src === '' ? { ...value, src, width: '', height: '' } : { ...value, src })
        }
        onUploaded={(answer) =>
          onChange({
            ...value,
            src: answer.url,
            width: String(answer.width),
            height: String(answer.height),
          })
        }
        onPicked={(upload) =>
          onChange({
            ...value,
            src: upload.url,
            width: upload.width === null ? '' : String(upload.width),
            height: upload.height === null ? '' : String(upload.height),
            // The library's default alt text, unless this picture already has its own.
            alt: part('alt') || upload.alt,
          })
        }
      />
      {hint && <p className={hintClass}>{hint}</p>}
      <TextField
        label={`${label}: describe the image (alt text)`}
        value={part('alt')}
        onChange={(alt) => onChange({ ...value, alt })}
        hint="What the picture shows, for readers who cannot see it."
        required
      />
      {error && <p className={errorClass}>{error}</p>}
    </div>
  );
}

/** A list of small records the admin adds to, removes from and orders (sessions, pictures,
 * figures): a field array of the form; each entry in a fieldset of its own. */
function RepeatedField({
  label,
  hint,
  itemLabel,
  path,
  newItem,
  error,
  renderItem,
}: {
  label: string;
  hint?: string;
  itemLabel: string;
  path: string;
  newItem: () => FormRecord;
  error: string;
  renderItem: (index: number) => ReactNode;
}) {
  const { fields, append, move, remove } = useFieldArray({ name: path });
  const noun = itemLabel.toLowerCase();
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{label}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      {error && <p className={errorClass}>{error}</p>}
      {fields.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      {fields.map((entry, index) => (
        <fieldset key={entry.id} className="rounded-lg border border-slate-300 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-700">
            {itemLabel} {index + 1}
          </legend>
          {renderItem(index)}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={`Move ${noun} ${index + 1} up`}
            >
              Move up
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={`Move ${noun} ${index + 1} down`}
            >
              Move down
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => remove(index)}
              aria-label={`Remove ${noun} ${index + 1}`}
            >
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={secondaryButton}
        onClick={() => append(newItem(), { shouldFocus: false })}
      >
        Add {noun}
      </button>
    </fieldset>
  );
}

/** The files an item's field can upload: where they go, what they are called and which they take. */
const UPLOADS = {
  document: {
    path: '/upload/document',
    noun: 'document',
    kinds: 'PDF',
    accept: 'application/pdf',
    hint: 'A PDF, up to 20 MB. Or type the address of a file of the site below.',
    addressHint: '/uploads/… after an upload, /files/… for a file of the site.',
    required: true,
  },
  video: {
    path: '/upload/video',
    noun: 'video',
    kinds: 'MP4 or WebM',
    accept: VIDEO_ACCEPT,
    hint: `An MP4 or WebM, up to ${MAX_VIDEO_BYTES / 1024 / 1024} MB. Or type its address below.`,
    addressHint: undefined,
    required: false,
  },
} as const;

/** A file of an item (a document's PDF, a media item's video): uploaded at once, with progress and
 * a cancel, or typed as the address of a file the site already has. `onChange` gets the upload's
 * answer when the address came from one. */
function UploadedFileField({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  kind: keyof typeof UPLOADS;
  label: string;
  hint?: string;
  value: string;
  onChange: (url: string, uploaded?: FileUploadResponse) => void;
  error: string;
}) {
  const { token } = useSession();
  const file = UPLOADS[kind];
  const upload = useFileUpload<FileUploadResponse>(token, {
    path: file.path,
    field: 'file',
    meta: {
      refused: (reason) => `Failed to upload the ${file.noun}: ${reason}`,
      failed: () => `Failed to upload the ${file.noun}. Please try again.`,
    },
    onUploaded: (answer) => onChange(answer.url, answer),
  });
  return (
    <div className="space-y-3">
      <FileUploadInput
        label={`${label} (${file.kinds})`}
        accept={file.accept}
        hint={file.hint}
        uploadingText={`Uploading ${file.noun}...`}
        upload={upload}
      />
      <TextField
        label={`${label} address`}
        value={value}
        onChange={(url) => onChange(url)}
        hint={hint ?? file.addressHint}
        error={error || undefined}
        required={file.required}
      />
      {value && (
        <a
          href={value}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-700 underline"
        >
          Open the {file.noun === 'video' ? 'video' : 'file'}
        </a>
      )}
    </div>
  );
}
