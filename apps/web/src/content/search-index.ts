/** The site search index (docs/product.md §3: 17 entries) and the tips shown for an empty query. */
import { paths, withHash } from '@site/shared/site-routes';

export type SearchEntryType = 'project' | 'product' | 'service' | 'page';

export type SearchEntry = {
  type: SearchEntryType;
  title: string;
  description: string;
  href: string;
  category: string;
};

export const searchIndex: readonly SearchEntry[] = [
  {
    type: 'project',
    title: 'Nairobi BRT System',
    description:
      'Bus priority signalling, passenger information and central monitoring for a bus rapid transit corridor.',
    href: paths.project('its-1'),
    category: 'Intelligent Transport Systems',
  },
  {
    type: 'project',
    title: 'Mombasa Traffic Control',
    description:
      'Adaptive traffic signal control for the busiest junctions, coordinated from a traffic management centre.',
    href: paths.project('traffic-1'),
    category: 'Traffic Management',
  },
  {
    type: 'project',
    title: 'Kisumu Street Lighting',
    description:
      'Networked LED street lighting with remote monitoring and dimming, cutting energy costs by 60%.',
    href: paths.project('lighting-1'),
    category: 'Smart Street Lighting',
  },
  {
    type: 'project',
    title: 'Nakuru Security Systems',
    description:
      'City surveillance with HD and thermal cameras, licence plate recognition and a command centre.',
    href: paths.project('security-1'),
    category: 'Security Solutions',
  },
  {
    type: 'project',
    title: 'Eldoret Solar Solutions',
    description:
      'Solar PV and battery storage for county facilities, with solar back-up for key traffic signals.',
    href: paths.project('solar-1'),
    category: 'Solar Energy Solutions',
  },
  {
    type: 'product',
    title: 'Traffic Controllers',
    description: 'ITC-2 Mini controllers for signalised junctions and pedestrian crossings.',
    href: withHash(paths.products, 'traffic-controllers'),
    category: 'Products',
  },
  {
    type: 'product',
    title: 'Signal Heads',
    description:
      'FUTURA, MONDIAL, MINI-SIGNAL, ALUSTAR and FUTURIT signals, FUTURLED countdowns, push-buttons and LED message signs.',
    href: withHash(paths.products, 'signal-heads'),
    category: 'Products',
  },
  {
    type: 'product',
    title: 'Video Detection Cameras',
    description:
      'Thermal analytics cameras, an AI-powered thermal traffic sensor and city surveillance cameras.',
    href: withHash(paths.products, 'video-detection'),
    category: 'Products',
  },
  {
    type: 'product',
    title: 'Glass Beads',
    description:
      'Megalux, Swarcoflex, Swarcolux, Plus9 and airport beads for retroreflective road and airfield markings.',
    href: withHash(paths.products, 'glass-beads'),
    category: 'Products',
  },
  {
    type: 'service',
    title: 'Intelligent Transport Systems',
    description:
      'Adaptive traffic signals, BRT priority, video detection and traffic management centres.',
    href: paths.service('its'),
    category: 'Services',
  },
  {
    type: 'service',
    title: 'Security Solutions',
    description:
      'CCTV surveillance, thermal cameras, video analytics and command centres for public safety.',
    href: paths.service('security'),
    category: 'Services',
  },
  {
    type: 'service',
    title: 'Smart Street Lighting',
    description:
      'LED and solar street lighting with remote monitoring, dimming and energy reporting.',
    href: paths.service('streetlighting'),
    category: 'Services',
  },
  {
    type: 'service',
    title: 'Solar Energy Solutions',
    description: 'Solar PV, battery storage and solar power for street lights and traffic signals.',
    href: paths.service('solar'),
    category: 'Services',
  },
  {
    type: 'page',
    title: 'About Us',
    description: 'Our story since 2012, our leadership team, our providers and what drives us.',
    href: paths.about,
    category: 'Company',
  },
  {
    type: 'page',
    title: 'Contact',
    description: 'Get in touch with our team for quotes, technical support or partnerships.',
    href: paths.contact,
    category: 'Company',
  },
  {
    type: 'page',
    title: 'Media',
    description: 'Photos and news from our projects, company events and team.',
    href: paths.media,
    category: 'Company',
  },
  {
    type: 'page',
    title: 'Careers',
    description: 'Our values, benefits, programs and how to join the team.',
    href: paths.career,
    category: 'Company',
  },
];

/** Suggestions shown while the query is empty ('Start typing to search...'). */
export const searchTips: readonly string[] = [
  'traffic',
  'lighting',
  'security',
  'solar',
  'Nairobi BRT System',
  'Mombasa Traffic Control',
  'Kisumu Street Lighting',
  'Nakuru Security Systems',
  'Eldoret Solar Solutions',
];

/** The index as the published projects have it (the database's): a project's entry takes its
 * project's current title, and leaves the index while its project is not published (a draft never
 * reaches search). `projects` undefined (not known yet, or not loaded): the index as built. */
export function withPublishedProjects(
  entries: readonly SearchEntry[],
  projects: readonly { id: string; title: string }[] | undefined,
): readonly SearchEntry[] {
  if (!projects) return entries;
  return entries.flatMap((entry) => {
    if (entry.type !== 'project') return [entry];
    const project = projects.find((item) => paths.project(item.id) === entry.href);
    return project ? [{ ...entry, title: project.title }] : [];
  });
}

/** docs/product.md §5: a blank query finds nothing; otherwise a case-insensitive substring match on
 * title, description or category. */
export function searchEntries(
  query: string,
  entries: readonly SearchEntry[] = searchIndex,
): readonly SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((entry) =>
    [entry.title, entry.description, entry.category].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
