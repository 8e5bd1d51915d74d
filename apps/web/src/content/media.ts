/** Media gallery (docs/product.md §2 Media gallery, §3 media items, §9 labelled counts). */
import type { PageHero, PageMeta, Stat } from './common.ts';
import type { ImageAsset } from './image-asset.ts';
import { cardImage, heroImage } from './image-asset.ts';

export type MediaCategory = 'events' | 'projects' | 'team';

export type MediaItem = {
  id: number;
  title: string;
  category: MediaCategory;
  image: ImageAsset;
  description: string;
  /** Month and year, as displayed ('December 2024'). */
  date: string;
  location: string;
};

const picture = (file: string, alt: string): ImageAsset =>
  cardImage(`/images/media/${file}.webp`, alt);

/** The twelve items of docs/product.md §3: five end-of-year celebration pictures, the cocktail evening,
 * four project pictures (Kisumu site, implementation, Lodwar, main showcase) and two team pictures. */
export const mediaItems: readonly MediaItem[] = [
  {
    id: 1,
    title: 'End of Year Celebration 2024',
    category: 'events',
    image: picture(
      'end-of-year-2024-banner',
      'Staff gathered under string lights and bunting below an End of Year 2024 banner',
    ),
    description:
      'The whole team came together to close 2024, celebrate a year of projects delivered across Kenya and welcome the year ahead.',
    date: 'December 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 2,
    title: 'End of Year Celebration: Dinner',
    category: 'events',
    image: picture(
      'end-of-year-2024-dinner',
      'Colleagues around a long dinner table under warm string lights',
    ),
    description:
      'Dinner with colleagues, partners and families, with thanks to everyone who made the year’s projects possible.',
    date: 'December 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 3,
    title: 'End of Year Celebration: A Toast to the Team',
    category: 'events',
    image: picture('end-of-year-2024-toast', 'Team members raising their glasses in a toast'),
    description:
      'Raising a glass to the engineers, technicians and support staff who kept our systems running all year, 24/7.',
    date: 'December 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 4,
    title: 'End of Year Celebration: On the Dance Floor',
    category: 'events',
    image: picture('end-of-year-2024-dance', 'Staff dancing under festive lights and bunting'),
    description: 'Music, dancing and plenty of laughter to round off the evening.',
    date: 'December 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 5,
    title: 'End of Year Celebration: Staff Awards',
    category: 'events',
    image: picture(
      'end-of-year-2024-awards',
      'A trophy on a stage below an Awards 2024 banner with staff looking on',
    ),
    description:
      'Recognising colleagues for outstanding work on site, in the control room and behind the scenes during 2024.',
    date: 'December 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 6,
    title: 'Cocktail Networking Evening',
    category: 'events',
    image: picture(
      'cocktail-networking',
      'Guests with drinks talking around high tables under warm lights',
    ),
    description:
      'An evening with clients, partners and industry peers to share ideas on smart infrastructure for Kenyan cities.',
    date: 'November 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 7,
    title: 'Kisumu Project Site',
    category: 'projects',
    image: picture(
      'kisumu-project-site',
      'Crew in hard hats and hi-vis vests installing street lights near the Kisumu lakeside',
    ),
    description:
      'Our crew installing new LED street lights along one of Kisumu’s main roads near the lakeside.',
    date: 'October 2024',
    location: 'Kisumu, Kenya',
  },
  {
    id: 8,
    title: 'Project Implementation',
    category: 'projects',
    image: picture(
      'project-implementation',
      'Technician in a bucket truck fitting a traffic signal while colleagues manage the site',
    ),
    description:
      'Installing and commissioning traffic signals at a city junction, with traffic management in place to keep road users safe.',
    date: 'September 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 9,
    title: 'Lodwar Infrastructure',
    category: 'projects',
    image: picture(
      'lodwar-infrastructure',
      'Solar street lights along a road through the dry Turkana landscape, with two engineers',
    ),
    description:
      'Solar street lighting that keeps Lodwar’s roads lit every night, far from the grid and built for heat and dust.',
    date: 'August 2024',
    location: 'Lodwar, Turkana County, Kenya',
  },
  {
    id: 10,
    title: 'Main Project Showcase',
    category: 'projects',
    image: picture(
      'main-project-showcase',
      'BRT bus at a station with traffic signals, street lights and a CCTV camera at dusk',
    ),
    description:
      'Intelligent transport, lighting and security working together on one corridor: a showcase of what our systems deliver.',
    date: 'July 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 11,
    title: 'Team Collaboration',
    category: 'team',
    image: picture(
      'team-collaboration',
      'Colleagues planning a project around a table with laptops and a whiteboard',
    ),
    description:
      'Engineers, designers and project managers planning the next phase of a project together.',
    date: 'June 2024',
    location: 'Nairobi, Kenya',
  },
  {
    id: 12,
    title: 'Professional Development',
    category: 'team',
    image: picture(
      'professional-development',
      'A trainer presenting smart street lighting to a room of staff',
    ),
    description:
      'In-house training keeps our team current on the latest lighting, traffic and security technology.',
    date: 'May 2024',
    location: 'Nairobi, Kenya',
  },
];

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
 * real sizes of the list above (12 items: 6 events, 4 projects, 2 team). docs/product.md §3 says both
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

export function filterMedia(category: GalleryCategoryId): readonly MediaItem[] {
  return category === 'all' ? mediaItems : mediaItems.filter((item) => item.category === category);
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
