/** The /services overview (docs/product.md §2: a Services route with no further detail specified): the
 * four service lines, each linking to its category page, and how we engage with clients. */
import { paths } from '@site/shared/site-routes';
import type { PageHero, PageMeta } from './common.ts';
import type { ImageAsset } from './image-asset.ts';
import { cardImage, heroImage } from './image-asset.ts';
import type { ServiceKey } from './projects.ts';

export type ServiceSummary = {
  key: ServiceKey;
  title: string;
  description: string;
  image: ImageAsset;
  link: string;
};

export const servicesHero: PageHero = {
  title: 'Our Services',
  subtitle:
    'Consultancy, systems integration, outsourcing and project management for smart, safe and sustainable cities.',
  image: heroImage(
    'service-its',
    'Aerial view of a city junction at night with signals and moving traffic',
  ),
};

export const serviceSummaries: readonly ServiceSummary[] = [
  {
    key: 'its',
    title: 'Intelligent Transport Systems',
    description:
      'Adaptive traffic signals, BRT priority, video detection, junction control and traffic management centres.',
    image: cardImage(
      '/images/services/its-card.webp',
      'Aerial view of a busy junction with traffic signals, crossings and a BRT bus',
    ),
    link: paths.service('its'),
  },
  {
    key: 'security',
    title: 'Security Solutions',
    description: 'City surveillance, HD and thermal cameras, video analytics and command centres.',
    image: cardImage(
      '/images/services/security-card.webp',
      'Pole-mounted CCTV cameras watching over a city at night',
    ),
    link: paths.service('security'),
  },
  {
    key: 'streetlighting',
    title: 'Smart Street Lighting',
    description:
      'LED and solar street lighting with remote monitoring, dimming and energy reporting.',
    image: cardImage(
      '/images/services/streetlighting-card.webp',
      'Road at night lined with bright LED street lights',
    ),
    link: paths.service('streetlighting'),
  },
  {
    key: 'solar',
    title: 'Solar Energy Solutions',
    description:
      'Solar PV, battery storage, solar street lights and back-up power for traffic signals.',
    image: cardImage(
      '/images/services/solar-card.webp',
      'Rows of solar panels in green countryside under a bright sun',
    ),
    link: paths.service('solar'),
  },
];

export type EngagementModel = {
  title: string;
  description: string;
};

/** The four ways we work with clients (the same four named in the About page's dedication). */
export const engagementModels: readonly EngagementModel[] = [
  {
    title: 'Consultancy',
    description:
      'Feasibility studies, surveys, designs and specifications that turn a need into a fundable, buildable project.',
  },
  {
    title: 'Systems Integration',
    description:
      'Signals, cameras, lights, sensors and power brought together on open, maintainable platforms.',
  },
  {
    title: 'Outsourcing',
    description:
      'Operation and maintenance of your systems by our team, with agreed service levels and support 24/7.',
  },
  {
    title: 'Project Management',
    description:
      'Planning, procurement, site supervision, safety and handover, delivered on time and on budget.',
  },
];

export const servicesMeta: PageMeta = {
  title: 'Services',
  description:
    'Intelligent transport systems, security solutions, smart street lighting and solar energy: consultancy, design, installation, outsourcing and maintenance for smart, safe cities.',
  image: servicesHero.image,
};
