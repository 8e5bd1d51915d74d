import { useId, useState, type ComponentType } from 'react';
import type { UploadResponse } from '@site/shared';
import { IMAGE_ACCEPT } from '../featured-image-field.tsx';
import { FileUploadInput } from '../file-upload-input.tsx';
import { secondaryButton } from '../list-panel.tsx';
import { hintClass, TextField } from '../text-field.tsx';
import type { FileUpload } from '../use-file-upload.ts';
import { EditorDialog } from './editor-dialog.tsx';
import type { LibraryPickerProps, PickedUpload } from './library-slot.ts';

export const ALT_TEXT_REQUIRED =
  'Describe the picture for readers who cannot see it, or tick "Decorative picture".';

/** The picture dialog's steps: choose a file (or one of the library) and watch it upload, then
 * describe it; or only describe a picture already in the text. */
export type ImageDialogState =
  | { step: 'choose' }
  | { step: 'describe'; picture: PickedUpload; editing: boolean; decorative: boolean };

/** Asks for a picture's text alternative: one must be written, or "Decorative picture" ticked
 * (then the picture is written with alt=""); neither, and it says so instead of going on. */
function DescribePicture({
  picture,
  editing,
  initiallyDecorative,
  onDone,
  onClose,
}: {
  picture: PickedUpload;
  editing: boolean;
  initiallyDecorative: boolean;
  onDone: (alt: string) => void;
  onClose: () => void;
}) {
  const checkboxId = useId();
  const [alt, setAlt] = useState(picture.alt);
  const [decorative, setDecorative] = useState(initiallyDecorative);
  const [error, setError] = useState<string | undefined>();

  function confirm() {
    if (decorative) onDone('');
    else if (alt.trim() === '') setError(ALT_TEXT_REQUIRED);
    else onDone(alt.trim());
  }

  return (
    <EditorDialog
      title={editing ? 'Alternative text' : 'Describe the picture'}
      onClose={onClose}
      onSubmit={confirm}
      submitLabel={editing ? 'Save' : 'Insert picture'}
    >
      <img
        src={picture.url}
        alt=""
        className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
      />
      <div className={decorative ? 'opacity-60' : ''}>
        <TextField
          label="Alternative text"
          value={decorative ? '' : alt}
          onChange={(value) => {
            setAlt(value);
            setError(undefined);
          }}
          hint="What the picture shows, in a sentence, for readers who cannot see it."
          error={error}
          maxLength={300}
        />
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked);
              setError(undefined);
            }}
            aria-describedby={`${checkboxId}-hint`}
            className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700"
          />
          <label htmlFor={checkboxId} className="text-sm font-semibold text-slate-800">
            Decorative picture
          </label>
        </div>
        <p id={`${checkboxId}-hint`} className={hintClass}>
          Only for a picture that adds nothing to the text: screen readers then pass over it.
        </p>
      </div>
    </EditorDialog>
  );
}

/** Inserting a picture into the text: it goes up through the image upload (progress, a cancel,
 * the server's reason if it is refused) or comes from the media library, then it is described. */
export function ImageDialog({
  state,
  upload,
  libraryPicker: LibraryPicker,
  onPicked,
  onDescribed,
  onClose,
}: {
  state: ImageDialogState;
  upload: FileUpload<UploadResponse>;
  libraryPicker: ComponentType<LibraryPickerProps> | null;
  onPicked: (picture: PickedUpload) => void;
  onDescribed: (alt: string) => void;
  onClose: () => void;
}) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  if (state.step === 'describe')
    return (
      <DescribePicture
        picture={state.picture}
        editing={state.editing}
        initiallyDecorative={state.decorative}
        onDone={onDescribed}
        onClose={onClose}
      />
    );
  return (
    <EditorDialog title="Insert a picture" onClose={onClose}>
      <FileUploadInput
        label="Picture to upload"
        accept={IMAGE_ACCEPT}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. You can also paste or drop one into the text."
        uploadingText="Uploading picture..."
        upload={upload}
      />
      {LibraryPicker && (
        <>
          <button
            type="button"
            className={secondaryButton}
            disabled={upload.uploading}
            onClick={() => setLibraryOpen(true)}
          >
            Choose from library
          </button>
          <LibraryPicker
            open={libraryOpen}
            kind="image"
            onClose={() => setLibraryOpen(false)}
            onPick={(picture) => {
              setLibraryOpen(false);
              onPicked(picture);
            }}
          />
        </>
      )}
    </EditorDialog>
  );
}
