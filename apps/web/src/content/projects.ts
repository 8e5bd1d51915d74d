/** The project portfolio (docs/product.md §2 Project portfolio / detail, §3 project ids, §9 stats) and the
 * service category pages, which list projects from this portfolio.
 * Clients and project scopes are illustrative portfolio copy: confirm each one with the
 * company before launch (see company.ts for the same caveat on the identity). */
import { paths } from '@site/shared/site-routes';
import type { ProjectId, ServiceKey } from '@site/shared/site-routes';
import type { DownloadAction, LinkAction, PageHero, PageMeta, Stat } from './common.ts';
import type { Project, ProjectCategoryKey } from '@site/shared/projects';
import type { ImageAsset } from './image-asset.ts';
import { heroImage } from './image-asset.ts';

export type { ProjectId, ServiceKey };

export type { Project, ProjectCategoryKey };

/** A category of the portfolio: its name and what it covers (its projects are the database's). */
export type ProjectCategory = {
  key: ProjectCategoryKey;
  name: string;
  description: string;
};

export const projectCategories: readonly ProjectCategory[] = [
  {
    key: 'its',
    name: 'Intelligent Transport Systems',
    description:
      'Bus rapid transit priority, traffic monitoring centres and passenger information that make public transport faster and more reliable.',
  },
  {
    key: 'streetlighting',
    name: 'Smart Street Lighting',
    description:
      'LED and solar street lighting with remote monitoring and dimming, cutting energy bills and making streets safer after dark.',
  },
  {
    key: 'security',
    name: 'Security Solutions',
    description:
      'City-wide CCTV, video analytics and control rooms that help public bodies keep streets, markets and facilities safe.',
  },
  {
    key: 'solar',
    name: 'Solar Energy Solutions',
    description:
      'Solar PV and battery systems that power public buildings, street lights and traffic signals with clean, reliable energy.',
  },
  {
    key: 'traffic',
    name: 'Traffic Management',
    description:
      'Adaptive signal control, corridor coordination and traffic monitoring that cut congestion and make roads safer.',
  },
  {
    key: 'junction',
    name: 'Junction Control',
    description:
      'Design, signalisation and upgrades of individual junctions and roundabouts for safer, smoother crossings.',
  },
];

export function findProjectCategory(key: string): ProjectCategory | undefined {
  return projectCategories.find((category) => category.key === key);
}

/** Other projects of the same category among `projects`, at most `max` of them (docs/product.md §9:
 * max 3). */
export function relatedProjects(
  projects: readonly Project[],
  project: Project,
  max = 3,
): readonly Project[] {
  return projects
    .filter((other) => other.category === project.category && other.id !== project.id)
    .slice(0, max);
}

/** The detail panel always shows this status (docs/product.md §4). */
export const projectStatus = 'Completed';

export const projectStats: readonly Stat[] = [
  { value: '50+', label: 'Projects Completed' },
  { value: '10+', label: 'Cities Served' },
  { value: '40%', label: 'Traffic Reduction' },
  { value: '60%', label: 'Energy Savings' },
];

export type PortfolioSectionId = 'brt' | 'traffic' | 'smart-cities' | 'government';

/** Sections of /projects that the header's anchors (#brt, #traffic, #smart-cities, #government) point at. */
export type PortfolioSection = {
  id: PortfolioSectionId;
  title: string;
  description: string;
  projectIds: readonly ProjectId[];
};

export const portfolioSections: readonly PortfolioSection[] = [
  {
    id: 'brt',
    title: 'BRT Systems',
    description: 'Bus priority, passenger information and monitoring for rapid transit corridors.',
    projectIds: ['its-1'],
  },
  {
    id: 'traffic',
    title: 'Traffic Management',
    description: 'Adaptive signals, coordinated corridors and junction upgrades.',
    projectIds: ['traffic-1', 'traffic-2', 'traffic-3', 'junction-1'],
  },
  {
    id: 'smart-cities',
    title: 'Smart Cities',
    description: 'Networked street lighting and solar energy for greener, safer towns.',
    projectIds: ['lighting-1', 'lighting-2', 'lighting-3', 'lighting-4', 'solar-1'],
  },
  {
    id: 'government',
    title: 'Government Projects',
    description: 'Public safety and critical infrastructure delivered for county governments.',
    projectIds: ['security-1', 'its-1', 'traffic-1', 'solar-1'],
  },
];

export type ProjectsPageContent = {
  hero: PageHero;
  overviewHeading: string;
  impactHeading: string;
  cta: { heading: string; text: string; contact: LinkAction; portfolio: DownloadAction };
  notFound: { title: string; text: string; back: LinkAction };
};

export const projectsPage: ProjectsPageContent = {
  hero: {
    title: 'Our Projects',
    subtitle:
      'Intelligent transport, street lighting, security and solar projects delivered for cities and road authorities across Kenya.',
    image: heroImage(
      'projects',
      'Aerial view of a signalised city junction with traffic queuing at the stop lines',
    ),
  },
  overviewHeading: 'All Projects Overview',
  impactHeading: 'Our Impact',
  cta: {
    heading: 'Have a project in mind?',
    text: 'Tell us about your junctions, corridors, streets or facilities. Our engineers will visit, assess and propose a solution that fits your budget.',
    contact: { label: 'Start Your Project', to: paths.contact },
    portfolio: { label: 'Download Portfolio', href: '/files/project-portfolio.pdf' },
  },
  notFound: {
    title: 'Project Not Found',
    text: "The project you're looking for doesn't exist.",
    back: { label: 'Back to Projects', to: paths.projects },
  },
};

export type ServicePage = {
  key: ServiceKey;
  name: string;
  tagline: string;
  description: string;
  hero: ImageAsset;
  /** Project categories whose projects the page lists, in this order. */
  projectCategories: readonly ProjectCategoryKey[];
};

/** docs/product.md §2: the its, security and streetlighting pages share this traffic-management tagline. */
const trafficManagementTagline =
  'Smarter traffic management for safer roads: we design, integrate and maintain the systems that keep Kenya’s cities moving.';

export const servicePages: Readonly<Record<ServiceKey, ServicePage>> = {
  its: {
    key: 'its',
    name: 'Intelligent Transport Systems',
    tagline: trafficManagementTagline,
    description:
      'Adaptive traffic signals, bus rapid transit priority, video detection and traffic management centres.',
    hero: heroImage(
      'service-its',
      'Aerial view of a city junction at night with signals and moving traffic',
    ),
    // Traffic and junction control are delivered as part of ITS, so their projects appear here too.
    projectCategories: ['its', 'traffic', 'junction'],
  },
  security: {
    key: 'security',
    name: 'Security Solutions',
    tagline: trafficManagementTagline,
    description: 'City surveillance, thermal and HD cameras, video analytics and command centres.',
    hero: heroImage(
      'service-security',
      'CCTV cameras on a pole watching over a city skyline at night',
    ),
    projectCategories: ['security'],
  },
  streetlighting: {
    key: 'streetlighting',
    name: 'Smart Street Lighting',
    tagline: trafficManagementTagline,
    description:
      'LED and solar street lighting with remote monitoring, dimming and energy reporting.',
    hero: heroImage('service-streetlighting', 'Road at night lined with bright LED street lights'),
    projectCategories: ['streetlighting'],
  },
  solar: {
    key: 'solar',
    name: 'Solar Energy Solutions',
    tagline:
      'Clean, reliable solar energy solutions that power public buildings, street lights and traffic signals across Kenya, on or off the grid.',
    description: 'Solar PV, battery storage, solar street lights and back-up power for signals.',
    hero: heroImage('service-solar', 'Field of solar panels under a bright sun'),
    projectCategories: ['solar'],
  },
};

export function findServicePage(key: string): ServicePage | undefined {
  return Object.values(servicePages).find((page) => page.key === key);
}

/** The projects among `projects` a service category page lists, by category in the page's order. */
export function projectsForService(
  projects: readonly Project[],
  key: ServiceKey,
): readonly Project[] {
  return servicePages[key].projectCategories.flatMap((categoryKey) =>
    projects.filter((project) => project.category === categoryKey),
  );
}

export const projectsMeta: PageMeta = {
  title: 'Projects',
  description:
    'Bus rapid transit, traffic control, junction upgrades, street lighting, security and solar projects we have delivered for cities and counties across Kenya, from Nairobi to Lodwar.',
  image: projectsPage.hero.image,
};

/** A project page's head: its title, summary and first picture. */
export function projectMeta(project: Project): PageMeta {
  return { title: project.title, description: project.description, image: project.images[0] };
}

/** A service category page's head: its name, what it covers and its banner. */
export function serviceMeta(service: ServicePage): PageMeta {
  return {
    title: service.name,
    description: `${service.name}: ${service.description}`,
    image: service.hero,
  };
}

export const projectNotFoundMeta: PageMeta = {
  title: projectsPage.notFound.title,
  description: projectsPage.notFound.text,
};
