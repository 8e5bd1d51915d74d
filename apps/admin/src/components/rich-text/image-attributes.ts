import { isAllowedAttribute } from '@site/shared/post-html-policy';
import type { PickedUpload } from './library-slot.ts';

/** How wide a picture of a post's body shows: the post page's column (720 px from 768 px up), the
 * screen's width below (apps/web/src/pages/blog/post-article.tsx sizes its featured image so). */
export const POST_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** A picture's attributes in the text: the upload's address and size, its text alternative, and its
 * variants as `srcset` (each width a candidate the post-HTML policy keeps) with `sizes`. */
export function imageAttributes(picture: PickedUpload, alt: string) {
  const srcset = picture.variants
    .map((variant) => `${variant.url} ${variant.width}w`)
    .filter((candidate) => isAllowedAttribute('img', 'srcset', candidate))
    .join(', ');
  return {
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    srcset: srcset || null,
    sizes: srcset ? POST_IMAGE_SIZES : null,
  };
}
