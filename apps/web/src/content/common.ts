/** Small shapes shared by the content files. */
import type { ImageAsset } from './image-asset.ts';

/** A link to a route of the app (hash-router path, optionally with a #section anchor). */
export type LinkAction = {
  label: string;
  to: string;
};

/** A link to a file the site ships under /files. */
export type DownloadAction = {
  label: string;
  href: string;
};

/** A headline figure: value as displayed ('50+', '4.9/5', '+35%') and its label. */
export type Stat = {
  value: string;
  label: string;
};

export type PageHero = {
  title: string;
  subtitle: string;
  image: ImageAsset;
};

/** What a page's head says about it (components/ui/page-head.tsx): its name in the document
 * title, the description search results and link previews show, and its picture. */
export type PageMeta = {
  title: string;
  description: string;
  image?: ImageAsset;
  /** og:title and twitter:title, when they should differ from `title`. */
  socialTitle?: string;
};

/** What an editor wrote for search results and link cards (a post's or an item's `seo_title`,
 * `seo_description`, `og_image`; null or absent: the page's own). */
export type SearchFields = {
  seo_title?: string | null;
  seo_description?: string | null;
  og_image?: string | null;
};

/** What a page that lists jobs, courses, projects, media or documents shows before they arrive (a
 * page the app renders anew; a prerendered page carries them), or when they cannot be loaded. */
export const contentStates = {
  loading: 'Loading...',
  failed: 'This content could not be loaded. Please try again later.',
} as const;
