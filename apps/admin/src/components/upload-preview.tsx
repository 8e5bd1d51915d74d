import type { LibraryUpload } from '@site/shared';
import { FileText, Film } from 'lucide';
import { Icon } from '@site/web/components/ui/icons.tsx';

/** How the portal names an upload's kind. */
export const KIND_LABELS: Record<LibraryUpload['kind'], string> = {
  image: 'Image',
  document: 'PDF document',
  video: 'Video',
};

/** An upload as the library's grid and the picker show it, in a 4:3 frame: an image from its widths
 * (the browser takes the one the frame needs, lazily), a document or a video as an icon of its kind.
 * Decorative: the card or the button around it names the upload. */
export function UploadPreview({ upload }: { upload: LibraryUpload }) {
  if (upload.kind === 'image')
    return (
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        <img
          src={upload.variants[0]?.url ?? upload.url}
          srcSet={upload.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 90vw"
          width={upload.width ?? undefined}
          height={upload.height ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
    );
  return (
    <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-600">
      <Icon node={upload.kind === 'video' ? Film : FileText} className="h-12 w-12" />
    </div>
  );
}
