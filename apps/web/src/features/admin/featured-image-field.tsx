import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadImage } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';
import { hintClass, labelClass } from './text-field.tsx';

/** The upload endpoint's accepted types and size (packages/shared/src/upload.ts), kept here so the
 * admin chunk does not pull zod in with them. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type FeaturedImageFieldProps = {
  token: string | null;
  imageUrl: string;
  onImageUrlChange: (url: string) => void;
  /** The chosen file while its upload has not succeeded (docs/product.md §7: then the save notes a possible failure). */
  onPendingFileChange: (file: File | null) => void;
};

export function FeaturedImageField({
  token,
  imageUrl,
  onImageUrlChange,
  onPendingFileChange,
}: FeaturedImageFieldProps) {
  const id = useId();
  const { notify } = useAdminMessages();
  const [inputKey, setInputKey] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(token, file),
    meta: {
      refused: (error) => `Failed to upload image: ${error}`,
      failed: () => 'Failed to upload image. Please try again.',
    },
    onSuccess: ({ url }) => {
      onImageUrlChange(url);
      onPendingFileChange(null);
      notify('success', 'Image uploaded successfully!');
    },
  });
  const uploading = upload.isPending;
  const justUploaded = imageUrl === upload.data?.url;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onPendingFileChange(file);
    upload.mutate(file);
  }

  function removeImage() {
    onImageUrlChange('');
    onPendingFileChange(null);
    setInputKey((key) => key + 1);
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Featured image
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={uploading}
        onChange={handleFile}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className={hintClass}>
        JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.
      </p>
      <div role="status">
        {uploading && <p className="mt-2 text-sm font-medium text-brand-700">Uploading image...</p>}
      </div>
      {imageUrl && (
        <figure className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:items-end">
          <img
            src={imageUrl}
            alt="Featured image preview"
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
              disabled={uploading}
              className="rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              Remove image
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
