import { Link } from 'wouter';
import type { ImageAsset } from '../../content/image-asset.ts';
import { Picture } from './picture.tsx';

type ImageLinkCardProps = {
  to: string;
  image: ImageAsset;
  sizes: string;
  title: string;
  description: string;
};

/** A card that is one link: picture, title and description (service cards on home and /services). */
export function ImageLinkCard({ to, image, sizes, title, description }: ImageLinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <Picture image={image} sizes={sizes} className="aspect-[16/10] w-full object-cover" />
      <span className="flex flex-1 flex-col p-6">
        <span className="text-xl font-semibold text-brand-900 group-hover:text-brand-700">
          {title}
        </span>
        <span className="mt-3 text-slate-600">{description}</span>
      </span>
    </Link>
  );
}
