import { countWords, minutesToRead } from '@site/shared/reading-time';
import { EditorContent, ReactNodeViewRenderer, useEditor } from '@tiptap/react';
import { useDeferredValue, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import '@site/web/components/ui/post-content.css';
import './rich-text-editor.css';
import { plural } from '../list-panel.tsx';
import { renderPostContent } from '../markdown.ts';
import { errorClass, hintClass, labelClass } from '../text-field.tsx';
import { editorExtensions, PostImage } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ImageDialog } from './image-dialog.tsx';
import { AltTextRequest, ImageNodeView } from './image-node-view.tsx';
import { LibraryPicker, type LibraryPickerProps } from './library-slot.ts';
import { LinkDialog } from './link-dialog.tsx';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { useImageInsertion } from './use-image-insertion.ts';
import { VideoDialog } from './video-dialog.tsx';

/** How a text handed to the editor is written: the editor's own HTML, or markdown (every post and
 * long text written before the editor), which opens converted as the site renders it. */
export type SourceFormat = 'markdown' | 'html';

/** The HTML the editor opens for a source. */
export const editorHtmlOf = (source: string, format: SourceFormat) =>
  format === 'html' ? source : renderPostContent(source);

type RichTextEditorProps = {
  label: string;
  value: string;
  format: SourceFormat;
  /** The editor's HTML after each change the person makes ('' when the text is empty). Not called
   * for what the editor did on its own: a markdown text opened and left alone stays markdown. */
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Room for a long text (a post) or a shorter one (a job's details). */
  size?: 'long' | 'short';
  /** The media library's picker; the slot's (none yet) unless given. */
  libraryPicker?: ComponentType<LibraryPickerProps> | null;
};

/** The first image file of a paste or a drop. */
const imageFileOf = (files: FileList | undefined | null) =>
  [...(files ?? [])].find((file) => file.type.startsWith('image/'));

/** The portal's rich-text editor (Tiptap, decision 073): a toolbar, the text as the site will show
 * it, and its word count and reading time. Pictures go up through the image upload and are
 * described before they go in; pasted Word or Google Docs text is cleaned; what it writes is HTML
 * the post policy keeps as it is. */
export function RichTextEditor({
  label,
  value,
  format,
  onChange,
  hint,
  error,
  required = false,
  size = 'long',
  libraryPicker = LibraryPicker,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const [initialHtml] = useState(() => editorHtmlOf(value, format));
  const [html, setHtml] = useState(initialHtml);
  const [dialog, setDialog] = useState<'link' | 'video' | null>(null);
  /** The value the form holds that the editor already shows (what it sent, or what it opened). */
  const shownRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const uploadAtRef = useRef<(file: File, position: number) => void>(() => undefined);
  const attributesRef = useRef<Record<string, string>>({});

  const editor = useEditor({
    extensions: [
      ...editorExtensions().filter((extension) => extension.name !== 'image'),
      PostImage.extend({ addNodeView: () => ReactNodeViewRenderer(ImageNodeView) }).configure({
        inline: false,
        allowBase64: false,
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    // Its rules are in rich-text-editor.css: the portal's CSP refuses an injected <style>.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => attributesRef.current,
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
        setDialog('link');
        return true;
      },
      handlePaste: (view, event) => {
        const file = imageFileOf(event.clipboardData?.files);
        if (!file) return false;
        uploadAtRef.current(file, view.state.selection.from);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const file = moved ? undefined : imageFileOf(event.dataTransfer?.files);
        if (!file) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        uploadAtRef.current(file, at?.pos ?? view.state.selection.from);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      // Without the empty paragraph the editor keeps after a last picture or table.
      const next = current.isEmpty ? '' : current.getHTML().replace(/(?:<p><\/p>)+$/, '');
      shownRef.current = next;
      setHtml(next);
      onChangeRef.current(next);
    },
  });
  const images = useImageInsertion(editor);
  const words = countWords(useDeferredValue(html));

  useEffect(() => {
    onChangeRef.current = onChange;
    uploadAtRef.current = images.uploadAt;
  });

  // The editable element's attributes: its name, description and state, as a field's. ProseMirror
  // reads them again on its next transaction: one that changes nothing.
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '', `${id}-count`]
    .filter(Boolean)
    .join(' ');
  const minHeight = size === 'long' ? 'min-h-80' : 'min-h-40';
  useEffect(() => {
    attributesRef.current = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': describedBy,
      'aria-required': String(required),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      class: `post-content ${minHeight} px-4 py-3 focus:outline-none`,
    };
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr);
  }, [editor, labelId, describedBy, required, error, minHeight]);

  // A value the form set itself (a draft discarded, a revision restored) replaces the text.
  useEffect(() => {
    if (value === shownRef.current) return;
    shownRef.current = value;
    const next = editorHtmlOf(value, format);
    editor.commands.setContent(next, { emitUpdate: false });
    setHtml(next);
  }, [editor, value, format]);

  const closeDialog = () => {
    setDialog(null);
    editor.commands.focus();
  };

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className={labelClass}>
          {label}
        </span>
        {required && (
          <span aria-hidden="true" className="text-xs text-slate-600">
            Required
          </span>
        )}
      </div>
      <div
        className={`mt-1 overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${error ? 'border-red-700' : 'border-slate-400'}`}
      >
        <EditorToolbar
          editor={editor}
          label={label}
          dialogs={{
            link: () => setDialog('link'),
            image: images.open,
            video: () => setDialog('video'),
          }}
        />
        <AltTextRequest value={images.editAlt}>
          <EditorContent editor={editor} className="rich-text-editor" />
        </AltTextRequest>
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-600 tabular-nums">
        {plural(words, 'word')} · {minutesToRead(words)} min read
      </p>
      {dialog === 'link' && <LinkDialog editor={editor} onClose={closeDialog} />}
      {dialog === 'video' && <VideoDialog editor={editor} onClose={closeDialog} />}
      {images.dialog && (
        <ImageDialog
          state={images.dialog}
          upload={images.upload}
          libraryPicker={libraryPicker}
          onPicked={images.picked}
          onDescribed={images.described}
          onClose={images.close}
        />
      )}
    </div>
  );
}
