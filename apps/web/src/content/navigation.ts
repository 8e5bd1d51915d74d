import { contactWithSubject, paths, withHash } from '@site/shared/site-routes';

/** Site navigation as data: header menus, footer columns, social links and the trust strip.
 * Every `to` is a hash-router path (the app renders it as /#/path); an anchor after the path,
 * as in '/products#signal-heads', names a section id on that page. */

export type NavLink = {
  label: string;
  to: string;
  description?: string;
};

export type NavColumn = {
  heading?: string;
  links: readonly NavLink[];
};

/** A header entry with a dropdown (one or more columns of links). */
export type NavMenu = {
  kind: 'menu';
  id: 'solutions' | 'products' | 'projects' | 'about';
  label: string;
  columns: readonly NavColumn[];
};

/** A header entry that links straight to a page. */
export type NavDirectLink = {
  kind: 'link';
  id: 'blog' | 'career';
  label: string;
  to: string;
};

export type HeaderNavItem = NavMenu | NavDirectLink;

export const headerNav: readonly HeaderNavItem[] = [
  {
    kind: 'menu',
    id: 'solutions',
    label: 'Solutions',
    columns: [
      {
        links: [
          {
            label: 'Intelligent Transport Systems',
            to: paths.service('its'),
            description: 'Adaptive signals, BRT priority and traffic monitoring',
          },
          {
            label: 'Security Solutions',
            to: paths.service('security'),
            description: 'City CCTV, video analytics and control rooms',
          },
          {
            label: 'Smart Street Lighting',
            to: paths.service('streetlighting'),
            description: 'LED retrofits with remote monitoring and dimming',
          },
          {
            label: 'Solar Energy Solutions',
            to: paths.service('solar'),
            description: 'Solar power for lighting, signals and public buildings',
          },
          {
            label: 'All Services',
            to: paths.services,
            description: 'Consultancy, integration, outsourcing and project management',
          },
        ],
      },
    ],
  },
  {
    kind: 'menu',
    id: 'products',
    label: 'Products',
    columns: [
      {
        links: [
          {
            label: 'Traffic Controllers',
            to: withHash(paths.products, 'traffic-controllers'),
            description: 'ITC-2 Mini junction and crossing controllers',
          },
          {
            label: 'Signal Heads',
            to: withHash(paths.products, 'signal-heads'),
            description: 'LED signals, countdown timers and message signs',
          },
          {
            label: 'Video Detection',
            to: withHash(paths.products, 'video-detection'),
            description: 'Thermal and AI-based traffic sensors',
          },
          {
            label: 'Glass Beads',
            to: withHash(paths.products, 'glass-beads'),
            description: 'Retroreflective beads for road and airfield markings',
          },
          {
            label: 'CCTV Systems',
            to: withHash(paths.products, 'cctv'),
            description: 'Cameras, recorders and video management',
          },
          {
            label: 'Solar Products',
            to: withHash(paths.products, 'solar'),
            description: 'Solar street lights and off-grid power kits',
          },
        ],
      },
    ],
  },
  {
    kind: 'menu',
    id: 'projects',
    label: 'Projects',
    columns: [
      {
        heading: 'By Sector',
        links: [
          { label: 'BRT Systems', to: withHash(paths.projects, 'brt') },
          { label: 'Traffic Management', to: withHash(paths.projects, 'traffic') },
          { label: 'Smart Cities', to: withHash(paths.projects, 'smart-cities') },
          { label: 'Government Projects', to: withHash(paths.projects, 'government') },
          { label: 'All Projects', to: paths.projects },
        ],
      },
      {
        heading: 'Featured Projects',
        links: [
          { label: 'Nairobi BRT System', to: paths.project('its-1') },
          { label: 'Mombasa Traffic Control', to: paths.project('traffic-1') },
          { label: 'Kisumu Street Lighting', to: paths.project('lighting-1') },
          { label: 'Nakuru Security Systems', to: paths.project('security-1') },
          { label: 'Eldoret Solar Solutions', to: paths.project('solar-1') },
        ],
      },
    ],
  },
  {
    kind: 'menu',
    id: 'about',
    label: 'About Us',
    columns: [
      {
        links: [
          { label: 'Our Company', to: paths.about, description: 'Who we are and how we work' },
          {
            label: 'Leadership Team',
            to: withHash(paths.about, 'team'),
            description: 'The people who lead our projects',
          },
          { label: 'Partners', to: paths.partners, description: 'Organisations we work with' },
          {
            label: 'Media Gallery',
            to: paths.media,
            description: 'Events, project sites and our team',
          },
          {
            label: 'Training Programs',
            to: paths.training,
            description: 'Courses for engineers and operators',
          },
          { label: 'Documentation', to: paths.docs, description: 'Datasheets, manuals and videos' },
          { label: 'Contact Us', to: paths.contact, description: 'Talk to our engineers' },
        ],
      },
    ],
  },
  { kind: 'link', id: 'blog', label: 'Blog', to: paths.blog },
  { kind: 'link', id: 'career', label: 'Career', to: paths.career },
];

/** The Get Quote button: the contact page, scrolled to its form (section id "contact"). */
export const getQuoteLink: NavLink = {
  label: 'Get Quote',
  to: contactWithSubject('Quote request', 'contact'),
};
