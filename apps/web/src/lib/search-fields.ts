import type { SearchFields } from '../content/common.ts';
import type { HeadImage } from './page-images.ts';

/** A page head's own title, description and picture, with the texts and picture an editor wrote for
 * search results and link cards laid over them (issue 48, decision 072): `seo_title` names the page
 * (the document title, `seo_title | company`, and the link card's title), `seo_description`
 * describes it for both, `og_image` is the card's picture (described as the page's own picture
 * is). Each one left empty keeps the page's own. The page head itself is unchanged (first-load
 * code): only the pages that have these fields carry this. */
export function withSearchFields<
  Head extends { title: string; description: string; image?: HeadImage | null },
>(head: Head, fields: SearchFields): Head {
  const { seo_title: title, seo_description: description, og_image: image } = fields;
  return {
    ...head,
    ...(title ? { title, socialTitle: title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image: { src: image, alt: head.image?.alt ?? head.title } } : {}),
  };
}
