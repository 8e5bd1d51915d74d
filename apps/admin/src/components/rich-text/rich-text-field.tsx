import { lazy, Suspense, type ComponentProps } from 'react';
import { labelClass } from '../text-field.tsx';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text editor, loaded when a form that edits text is shown: list screens and the sign-in
 * screen never load Tiptap. */
export function RichTextField(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense
      fallback={
        <div>
          <span className={labelClass}>{props.label}</span>
          <p
            role="status"
            className={`mt-1 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-600 ${props.size === 'short' ? 'min-h-40' : 'min-h-80'}`}
          >
            Loading the editor...
          </p>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
