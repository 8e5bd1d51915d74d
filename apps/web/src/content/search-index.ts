/** The site search index (docs/product.md §3: 17 entries) and the tips shown for an empty query. */
import { SEEDED_PROJECT_IDS } from '@site/shared/content-pages';
import { paths, withHash } from '@site/shared/site-routes';
import { projectCategoryName } from './project-category-names.ts';

/** What search reads of a published project (`GET /api/projects`). */
export type PublishedProject = {
  id: string;
  title: string;
  description?: string;
  category?: string;
};

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
  projects: readonly PublishedProject[] | undefined,
): readonly SearchEntry[] {
  if (!projects) return entries;
  const indexed = new Set<string>();
  const kept = entries.flatMap((entry) => {
    if (entry.type !== 'project') return [entry];
    const project = projects.find((item) => paths.project(item.id) === entry.href);
    if (!project) return [];
    indexed.add(project.id);
    return [{ ...entry, title: project.title }];
  });
  // A project made in the portal is found as the index's own are: by its title, summary and
  // category. The other seeded projects stay out, as on the SPEC's index.
  const added = projects
    .filter((project) => !indexed.has(project.id) && !SEEDED_PROJECT_IDS.includes(project.id))
    .map((project): SearchEntry => ({
      type: 'project',
      title: project.title,
      description: project.description ?? '',
      href: paths.project(project.id),
      category: projectCategoryName(project.category),
    }));
  const firstOther = kept.findIndex((entry) => entry.type !== 'project');
  return firstOther < 0
    ? [...kept, ...added]
    : [...kept.slice(0, firstOther), ...added, ...kept.slice(firstOther)];
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
