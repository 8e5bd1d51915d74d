/** A picture the site ships under /images (drawn by scripts/images/generate.mjs). Width and
 * height are the intrinsic size, so pages can reserve the space and avoid layout shift. */
export type ImageAsset = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Narrower renditions of the same picture, for `srcset`. */
  variants?: readonly { src: string; width: number }[];
};

/** A logo drawn as SVG: it scales to any size, so only its aspect ratio matters. */
export type LogoAsset = {
  src: string;
  alt: string;
};

/** The `srcset` attribute for an image with variants, or undefined when it has none. */
export function srcSetOf(image: ImageAsset): string | undefined {
  if (!image.variants?.length) return undefined;
  return [...image.variants, { src: image.src, width: image.width }]
    .map((v) => `${v.src} ${v.width}w`)
    .join(', ');
}

/** Full-width page banner: 1600x900 with an 800-wide rendition. */
export function heroImage(name: string, alt: string): ImageAsset {
  return {
    src: `/images/hero/${name}-1600.webp`,
    width: 1600,
    height: 900,
    alt,
    variants: [{ src: `/images/hero/${name}-800.webp`, width: 800 }],
  };
}

/** Card picture at 800x500 (16:10). */
export function cardImage(src: string, alt: string): ImageAsset {
  return { src, width: 800, height: 500, alt };
}
