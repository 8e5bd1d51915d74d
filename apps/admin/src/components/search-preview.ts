import { company } from '@site/shared/company';

/** How much of a title and a description a search engine shows (Google cuts near 60 and 155
 * characters); the preview cuts as it does. */
export const SHOWN_IN_RESULTS = { title: 60, description: 155 } as const;

/** `text` as a search result shows it: whitespace collapsed, and past `max` characters cut at the
 * last whole word with an ellipsis. */
export function shownText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s.,;:!?–-]+$/, '')} …`;
}

/** What a page says to search engines and link cards, as written (empty: the page's own). */
export type SearchFieldValues = { seo_title: string; seo_description: string; og_image: string };

/** What the page says when the fields are left empty: its title, its summary, its picture. */
export type SearchFallback = {
  title: string;
  description: string;
  /** The page's own picture; null: the site's branded card. */
  image: string | null;
  /** The page's path on the site (`/blog/kisumu-lights`). */
  path: string;
};

/** The site's branded link-card picture (apps/web's page-images.ts). */
const DEFAULT_CARD_IMAGE = '/images/og/default-1200x630.jpg';

/** The search result and the link card as the page's head will make them (apps/web's
 * page-metadata.ts and search-fields.ts): the document title is `seo_title | site`, or
 * `title | site`; the card's title is `seo_title` or the title; both descriptions are
 * `seo_description` or the summary; the card's picture is `og_image`, the page's own, or the
 * site's. */
export function searchPreview(values: SearchFieldValues, fallback: SearchFallback, origin: string) {
  const title = values.seo_title.trim();
  const description = values.seo_description.trim() || fallback.description.trim();
  const host = new URL(origin).host;
  return {
    result: {
      title: shownText(`${title || fallback.title} | ${company.shortName}`, SHOWN_IN_RESULTS.title),
      address: [host, ...fallback.path.split('/').filter(Boolean)].join(' › '),
      description: shownText(description, SHOWN_IN_RESULTS.description),
    },
    card: {
      image: values.og_image.trim() || fallback.image || DEFAULT_CARD_IMAGE,
      site: host.toUpperCase(),
      title: title || fallback.title,
      description,
    },
  };
}
