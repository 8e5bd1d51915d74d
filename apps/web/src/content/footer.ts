import { paths, withHash } from '@site/shared/site-routes';
import { company } from './company.ts';
import type { NavLink } from './navigation.ts';

/** The footer's content (docs/product.md §2 Footer): its own module, so it loads with the footer's
 * code, after the page has been taken over (components/ui/lazy-part.tsx). */
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
