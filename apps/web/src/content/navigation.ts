import { contactWithSubject, paths, withHash } from '@site/shared/site-routes';
import { company } from './company.ts';

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

export type FooterColumn = {
  id: 'company' | 'services' | 'projects' | 'support';
  heading: string;
  links: readonly NavLink[];
};

export const footerColumns: readonly FooterColumn[] = [
  {
    id: 'company',
    heading: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Leadership Team', to: withHash(paths.about, 'team') },
      { label: 'Careers', to: paths.career },
      { label: 'Partners', to: paths.partners },
      { label: 'Media Gallery', to: paths.media },
      { label: 'Blog', to: paths.blog },
    ],
  },
  {
    id: 'services',
    heading: 'Services',
    links: [
      { label: 'Intelligent Transport Systems', to: paths.service('its') },
      { label: 'Security Solutions', to: paths.service('security') },
      // docs/product.md §2 lists this footer link with a hyphen although the route is /services/streetlighting;
      // kept as specified, so the router should redirect /services/street-lighting to it.
      { label: 'Smart Street Lighting', to: paths.service('street-lighting') },
      { label: 'Solar Energy Solutions', to: paths.service('solar') },
      { label: 'Training Programs', to: paths.training },
    ],
  },
  {
    id: 'projects',
    heading: 'Projects',
    links: [
      { label: 'Nairobi BRT System', to: paths.project('its-1') },
      { label: 'Mombasa Traffic Control', to: paths.project('traffic-1') },
      { label: 'Kisumu Street Lighting', to: paths.project('lighting-1') },
      { label: 'Nakuru Security Systems', to: paths.project('security-1') },
      { label: 'Eldoret Solar Solutions', to: paths.project('solar-1') },
      { label: 'All Projects', to: paths.projects },
    ],
  },
  {
    id: 'support',
    heading: 'Support',
    links: [
      { label: 'Contact Us', to: paths.contact },
      { label: 'Technical Support', to: withHash(paths.contact, 'support') },
      { label: 'Documentation', to: paths.docs },
      { label: 'Training', to: paths.training },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];

export type SocialNetwork = 'linkedin' | 'twitter' | 'facebook' | 'instagram';

export type SocialLink = {
  network: SocialNetwork;
  label: string;
  href: string;
};

/** Placeholders (docs/product.md §2: the links are not real): each points to the network's home page
 * until the company's own profiles are known. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
];

/** The contact page shows these three only (docs/product.md §2, Contact). */
export const contactSocialLinks: readonly SocialLink[] = socialLinks.filter((link) =>
  (['facebook', 'twitter', 'linkedin'] as const).some((network) => network === link.network),
);

export type TrustItem = {
  value: string;
  label: string;
};

export const trustStrip: readonly TrustItem[] = [
  { value: String(company.founded), label: 'Established' },
  { value: '15+', label: 'Government Contracts' },
  { value: '25+', label: 'Patents' },
  { value: '20+', label: 'Countries' },
  { value: '100%', label: 'Success Rate' },
  { value: '24/7', label: 'Support' },
];

export const footerBlurb = `Engineering intelligent transport, smart street lighting, CCTV security and solar solutions for cities and road authorities across Kenya and East Africa since ${company.founded}.`;
