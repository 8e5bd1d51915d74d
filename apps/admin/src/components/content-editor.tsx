import { useDeferredValue, useId, useMemo } from 'react';
import { labelClass, TextField } from './text-field.tsx';
import { renderPostContent } from './markdown.ts';

const PREVIEW_CLASS = [
  'break-words text-slate-800 leading-relaxed',
  '[&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:my-3',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:font-mono [&_code]:text-sm [&_pre]:my-3 [&_pre]:overflow-auto [&_pre]:rounded [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
  '[&_table]:my-3 [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2',
].join(' ');

type ContentEditorProps = {
  value: string;
  onChange: (value: string) => void;
  /** A post's content by default; a content type's long text (a job's details …) says its own. */
  label?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
  error?: string;
};

/** A markdown textarea with a live, sanitized preview: side by side on wide screens, stacked on phones. */
export function ContentEditor({
  value,
  onChange,
  label = 'Content',
  hint = 'Markdown or HTML.',
  rows = 16,
  required = true,
  error,
}: ContentEditorProps) {
  const previewHeadingId = useId();
  const deferred = useDeferredValue(value);
  const html = useMemo(() => renderPostContent(deferred), [deferred]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        required={required}
        multiline={rows}
        hint={hint}
        error={error}
        className="flex flex-col"
        fieldClassName={`${rows > 6 ? 'min-h-64' : ''} flex-1 font-mono text-sm`}
      />
      <section aria-labelledby={previewHeadingId} className="flex min-w-0 flex-col">
        <h3 id={previewHeadingId} className={labelClass}>
          {label === 'Content' ? 'Preview' : `${label} preview`}
        </h3>
        <div
          className={`mt-1 ${rows > 6 ? 'min-h-64' : ''} flex-1 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4`}
        >
          {deferred.trim() === '' ? (
            <p className="text-sm text-slate-600">The formatted text appears here as you type.</p>
          ) : (
            <div className={PREVIEW_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </section>
    </div>
  );
}
