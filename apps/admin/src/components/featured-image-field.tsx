import type { UploadResponse } from '@site/shared';
import { useState } from 'react';
import { useAdminMessages } from '../app/admin-messages.ts';
import { FileUploadInput } from './file-upload-input.tsx';
import { secondaryButton } from './list-panel.tsx';
import { MediaPicker, type PickedUpload } from './media-picker.tsx';
import { useFileUpload } from './use-file-upload.ts';
import { useSession } from '../session/session-context.tsx';

/** The upload endpoint's accepted types and size (packages/shared/src/upload.ts), kept here so the
 * blog form's chunk needs nothing more of the shared package for them. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type FeaturedImageFieldProps = {
  imageUrl: string;
  onImageUrlChange: (url: string) => void;
  /** The chosen file while its upload has not succeeded (docs/product.md §7: then the save notes a possible failure). */
  onPendingFileChange?: (file: File | null) => void;
  /** The whole answer of an upload (its size, for a picture that keeps it). */
  onUploaded?: (answer: UploadResponse) => void;
  /** An image chosen from the library instead (its size and default alt text). */
  onPicked?: (upload: PickedUpload) => void;
  label?: string;
};

/** An image of the portal (a post's featured image, a course's or a project's picture): uploaded
 * through POST /upload/cloud-image as soon as it is chosen, with progress and a cancel, or chosen
 * from the media library ("Choose from library"), then shown. */
export function FeaturedImageField({
  imageUrl,
  onImageUrlChange,
  onPendingFileChange,
  onUploaded,
  onPicked,
  label = 'Featured image',
}: FeaturedImageFieldProps) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const [picking, setPicking] = useState(false);
  const upload = useFileUpload<UploadResponse>(token, {
    path: '/upload/cloud-image',
    field: 'image',
    meta: {
      refused: (error) => `Failed to upload image: ${error}`,
      failed: () => 'Failed to upload image. Please try again.',
    },
    onUploaded: (answer) => {
      onImageUrlChange(answer.url);
      onPendingFileChange?.(null);
      onUploaded?.(answer);
      notify('success', 'Image uploaded successfully!');
    },
  });
  const justUploaded = imageUrl === upload.data?.url;

  function removeImage() {
    onImageUrlChange('');
    onPendingFileChange?.(null);
  }

  function pick(upload: PickedUpload) {
    onImageUrlChange(upload.url);
    onPendingFileChange?.(null);
    onPicked?.(upload);
  }

  return (
    <FileUploadInput
      label={label}
      accept={IMAGE_ACCEPT}
      hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
      uploadingText="Uploading image..."
      upload={upload}
      onFile={(file) => onPendingFileChange?.(file)}
      onCancel={() => onPendingFileChange?.(null)}
    >
      <button
        type="button"
        onClick={() => setPicking(true)}
        disabled={upload.uploading}
        aria-label={`${label}: choose from library`}
        className={`${secondaryButton} mt-2`}
      >
        Choose from library
      </button>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={pick} />
      {imageUrl && (
        <figure className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:items-end">
          <img
            src={imageUrl}
            alt={`${label} preview`}
            className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
          />
          <figcaption className="flex flex-col items-start gap-2">
            <span
              className={`text-sm ${justUploaded ? 'font-semibold text-emerald-800' : 'text-slate-700'}`}
            >
              {justUploaded ? 'Image uploaded successfully' : 'Current image'}
            </span>
            <button
              type="button"
              onClick={removeImage}
              disabled={upload.uploading}
              className="rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              Remove image
            </button>
          </figcaption>
        </figure>
      )}
    </FileUploadInput>
  );
}
