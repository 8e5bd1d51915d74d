/** Media gallery (docs/product.md §2 Media gallery, §3 media items, §9 labelled counts). */
import type { MediaCategory } from '@site/shared/media';
import type { PageHero, PageMeta, Stat } from './common.ts';
import { heroImage } from './image-asset.ts';

export type GalleryCategoryId = 'all' | MediaCategory;

export type GalleryCategory = {
  id: GalleryCategoryId;
  name: string;
  /** Name of the icon the filter button shows. */
  icon: 'grid' | 'calendar' | 'camera' | 'users';
  /** The count displayed on the button. */
  count: number;
};

/**
 * The counts shown on the filter buttons are the labels of docs/product.md §2/§9 (8, 3, 3, 2), not the
 * real sizes of the gallery (the seeded 12 items: 6 events, 4 projects, 2 team). docs/product.md §3 says both
 * readings stand, so the displayed labels stay as specified while filtering uses the real list.
 */
export const galleryCategories: readonly GalleryCategory[] = [
  { id: 'all', name: 'All Media', icon: 'grid', count: 8 },
  { id: 'events', name: 'Company Events', icon: 'calendar', count: 3 },
  { id: 'projects', name: 'Project Showcase', icon: 'camera', count: 3 },
  { id: 'team', name: 'Team & Culture', icon: 'users', count: 2 },
];

export const categoryNames: Readonly<Record<MediaCategory, string>> = {
  events: 'Company Events',
  projects: 'Project Showcase',
  team: 'Team & Culture',
};

export function filterMedia<Item extends { category: MediaCategory }>(
  items: readonly Item[],
  category: GalleryCategoryId,
): readonly Item[] {
  return category === 'all' ? items : items.filter((item) => item.category === category);
}

/** Impact stats block; like the filter labels, these are the specified figures (docs/product.md §2). */
export const mediaImpactStats: readonly Stat[] = [
  { value: '8+', label: 'Media Items' },
  { value: '3', label: 'Company Events' },
  { value: '3', label: 'Project Showcases' },
  { value: '2', label: 'Team Photos' },
];

export const mediaHero: PageHero = {
  title: 'Media Gallery',
  subtitle: 'Moments from our projects, our events and our team.',
  image: heroImage(
    'media',
    'Staff group photo under festive lights at the end-of-year celebration',
  ),
};

export const mediaMeta: PageMeta = {
  title: mediaHero.title,
  description:
    'Photos from our project sites in Kisumu and Lodwar, our company events and our team at work: the people and places behind our smart infrastructure projects.',
  image: mediaHero.image,
};
