import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { FileUpload } from './use-file-upload.ts';
import { hintClass, labelClass } from './text-field.tsx';

type FileUploadInputProps = {
  label: string;
  accept: string;
  hint: string;
  /** Said while the file goes up: 'Uploading image...'. */
  uploadingText: string;
  upload: FileUpload<unknown>;
  /** Called with the chosen file before its upload starts. */
  onFile?: (file: File) => void;
  onCancel?: () => void;
  /** What the field holds (a preview, a link), under the input. */
  children?: ReactNode;
};

/** A file input of the portal that uploads what is chosen at once: a progress bar and a Cancel
 * button while it goes up, the server's reason when it is refused. The form around it is untouched
 * either way. */
export function FileUploadInput({
  label,
  accept,
  hint,
  uploadingText,
  upload,
  onFile,
  onCancel,
  children,
}: FileUploadInputProps) {
  const id = useId();
  const [inputKey, setInputKey] = useState(0);
  const { progress, uploading } = upload;
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onFile?.(file);
    upload.start(file);
  }

  function cancel() {
    upload.cancel();
    onCancel?.();
    setInputKey((key) => key + 1);
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={accept}
        disabled={uploading}
        onChange={handleFile}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      <div role="status">
        {uploading && (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-brand-700">{uploadingText}</p>
            <progress
              max={100}
              value={percent}
              aria-label={`${label}: ${percent}% uploaded`}
              className="h-2 w-40 overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            />
            <span className="text-sm tabular-nums text-slate-700">{percent}%</span>
          </div>
        )}
        {upload.cancelled && <p className="mt-2 text-sm text-slate-700">Upload cancelled.</p>}
      </div>
      {uploading && (
        <button
          type="button"
          onClick={cancel}
          className="mt-2 rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel upload
        </button>
      )}
      {!uploading && upload.error && (
        <p className="mt-2 text-sm font-medium text-red-800">Upload failed: {upload.error}</p>
      )}
      {children}
    </div>
  );
}
