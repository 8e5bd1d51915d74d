import type { SearchFields } from '../content/common.ts';
import type { HeadImage } from './page-images.ts';

/** A page head's own title, description and picture, with the texts and picture an editor wrote for
 * search results and link cards laid over them (issue 48): `seo_title` is the whole document title
 * and the link card's title, `seo_description` the description of both, `og_image` the card's
 * picture (described as the page's own picture is). Each one left empty keeps the page's own. */
export function withSearchFields<
  Head extends { title: string; description: string; image?: HeadImage | null },
>(head: Head, fields: SearchFields): Head & { searchTitle?: string; socialTitle?: string } {
  const { seo_title: title, seo_description: description, og_image: image } = fields;
  return {
    ...head,
    ...(title ? { searchTitle: title, socialTitle: title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image: { src: image, alt: head.image?.alt ?? head.title } } : {}),
  };
}
