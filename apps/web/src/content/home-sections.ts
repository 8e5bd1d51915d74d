/** The home page's sections below the hero (docs/product.md §2 Home, §9 home statistics): a lazy part's
 * data, not the first view's. */
import { paths } from '@site/shared/site-routes';
import type { LinkAction, Stat } from './common.ts';
import { company } from './company.ts';
import type { ImageAsset } from './image-asset.ts';
import { cardImage } from './image-asset.ts';

export type ServiceCard = {
  title: string;
  description: string;
  image: ImageAsset;
  link: string;
};

export type BusinessServicesSection = {
  heading: string;
  intro: string;
  cards: readonly ServiceCard[];
};

export const businessServices: BusinessServicesSection = {
  heading: 'Business & Services',
  intro:
    'From a single junction to a city-wide network, we design, supply, install and maintain the systems that make roads safer, streets brighter and energy cleaner.',
  cards: [
    {
      title: 'Intelligent Transport Systems',
      description:
        'Adaptive traffic signals, BRT priority, video detection and traffic management centres that cut congestion and keep cities moving.',
      image: cardImage(
        '/images/services/its-card.webp',
        'Aerial view of a busy junction with traffic signals, crossings and a BRT bus',
      ),
      link: paths.service('its'),
    },
    {
      title: 'Advanced Security Solutions',
      description:
        'City surveillance with HD and thermal cameras, video analytics and command centres that help keep streets and facilities safe.',
      image: cardImage(
        '/images/services/security-card.webp',
        'Pole-mounted CCTV cameras watching over a city at night',
      ),
      link: paths.service('security'),
    },
    {
      title: 'Solar Energy Solutions',
      description:
        'Solar PV, battery storage and solar street lights that power public infrastructure reliably, on or off the grid.',
      image: cardImage(
        '/images/services/solar-card.webp',
        'Rows of solar panels in green countryside under a bright sun',
      ),
      link: paths.service('solar'),
    },
  ],
};

export type HomeAboutSection = {
  heading: string;
  paragraphs: readonly string[];
  image: ImageAsset;
  readMore: LinkAction;
};

export const homeAbout: HomeAboutSection = {
  heading: `About ${company.shortName}`,
  paragraphs: [
    `Founded in Nairobi in ${company.founded}, ${company.shortName} is an engineering company that helps counties, municipalities and road authorities build smarter, safer infrastructure.`,
    'We bring consultancy, systems integration and project management under one roof, from the first site survey to round-the-clock support after handover.',
  ],
  image: cardImage(
    '/images/about/about-block.webp',
    'Engineers in hard hats installing a traffic signal at a city junction',
  ),
  readMore: { label: 'Read More', to: paths.about },
};

export type NewsItem = {
  title: string;
  /** Display date, as on the card. */
  date: string;
  isoDate: string;
  excerpt: string;
  image: ImageAsset;
  link: string;
};

export type LatestNewsSection = {
  heading: string;
  items: readonly NewsItem[];
  allNews: LinkAction;
  blog: LinkAction;
};

export const latestNews: LatestNewsSection = {
  heading: 'Latest News',
  items: [
    {
      title: 'Traffic management project completed in Nairobi',
      date: '15 Jan 2025',
      isoDate: '2025-01-15',
      excerpt:
        'Our team has completed a traffic management project in Nairobi, bringing coordinated signals and live monitoring to some of the city’s busiest junctions.',
      image: cardImage(
        '/images/news/nairobi-traffic-project.webp',
        'Traffic signal and vehicles on a Nairobi street on a clear day',
      ),
      link: paths.media,
    },
    {
      title: 'New smart street lighting initiative launched',
      date: '10 Jan 2025',
      isoDate: '2025-01-10',
      excerpt:
        'We have launched a new smart street lighting initiative: networked LED lights that dim late at night, report faults and cut energy bills.',
      image: cardImage(
        '/images/news/smart-lighting-initiative.webp',
        'Road at dusk lined with smart LED street lights',
      ),
      link: paths.media,
    },
  ],
  allNews: { label: 'View All News', to: paths.media },
  blog: { label: 'Visit Our Blog', to: paths.blog },
};

export const homeStats: readonly Stat[] = [
  { value: '4.9/5', label: 'Client Rating' },
  { value: '12+', label: 'Years of Experience' },
  { value: '50+', label: 'Projects Completed' },
  { value: '15+', label: 'Cities Served' },
  { value: String(company.founded), label: 'Established' },
];
