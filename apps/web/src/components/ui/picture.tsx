import type { ImageAsset, LogoAsset } from '../../content/image-asset.ts';
import { srcSetOf } from '../../content/image-asset.ts';

type PictureProps = {
  image: ImageAsset;
  className?: string;
  /** The rendered width, for picking a rendition from `srcset` (only used when the image has variants). */
  sizes?: string;
  /** The page's first-view picture: loads at once and first. Every other picture loads lazily and with
   * low priority, also when it is on screen: the browser would otherwise raise a visible picture to high
   * priority as soon as it lays the page out, and on a slow connection it then shares the bandwidth with
   * the first-view picture and the page's own scripts. */
  priority?: boolean;
};

export function Picture({ image, className, sizes = '100vw', priority = false }: PictureProps) {
  const srcSet = srcSetOf(image);
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      className={className}
    />
  );
}

type LogoProps = {
  logo: LogoAsset;
  className?: string;
};

/** SVG logos scale freely: the box is fixed by CSS (object-contain) and the attributes only reserve space. */
export function LogoImage({ logo, className }: LogoProps) {
  return (
    <img
      src={logo.src}
      alt={logo.alt}
      width={320}
      height={80}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className ?? ''}`}
    />
  );
}
