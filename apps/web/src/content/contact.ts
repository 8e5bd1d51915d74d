/** Contact page content (docs/product.md §2 Contact, §5 contact form). E-mail, phone, postal box and
 * address come from company.ts. */
import type { PageHero, PageMeta } from './common.ts';
import { company } from './company.ts';
import { heroImage } from './image-asset.ts';

export type ContactField = {
  name: 'firstName' | 'lastName' | 'email' | 'message';
  label: string;
  type: 'text' | 'email' | 'textarea';
  placeholder: string;
  autoComplete?: string;
  rows?: number;
};

export const contactHero: PageHero = {
  title: 'Contact Us',
  subtitle:
    'Tell us about your project or ask our engineers a question. We reply within one working day.',
  image: heroImage(
    'contact',
    'Avenue at dusk lined with street lights leading towards the city skyline',
  ),
};

export type ContactFormText = {
  heading: string;
  submitLabel: string;
  fields: readonly ContactField[];
};

export const contactForm: ContactFormText = {
  heading: 'Send us a Message',
  submitLabel: 'Send Message',
  fields: [
    {
      name: 'firstName',
      label: 'First Name',
      type: 'text',
      placeholder: 'First name',
      autoComplete: 'given-name',
    },
    {
      name: 'lastName',
      label: 'Last Name',
      type: 'text',
      placeholder: 'Last name',
      autoComplete: 'family-name',
    },
    { name: 'email', label: 'Email', type: 'email', placeholder: 'Email', autoComplete: 'email' },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      placeholder: 'Tell us about your project requirements...',
      rows: 5,
    },
  ],
};

/** OpenStreetMap embed centred on Nairobi (an optional third-party frame: the page must work without it). */
export type MapEmbed = {
  title: string;
  embedSrc: string;
  linkHref: string;
};

export const officeMap: MapEmbed = {
  title: 'Map of our Nairobi office area',
  embedSrc:
    'https://www.openstreetmap.org/export/embed.html?bbox=36.78%2C-1.34%2C36.88%2C-1.27&layer=mapnik&marker=-1.3032%2C36.8290',
  linkHref: 'https://www.openstreetmap.org/?mlat=-1.3032&mlon=36.8290#map=14/-1.3032/36.8290',
};

export type SupportSection = {
  id: 'support';
  heading: string;
  text: string;
};

export const supportSection: SupportSection = {
  id: 'support',
  heading: 'Technical Support',
  text: 'Existing clients can reach our support desk 24/7 for faults, maintenance requests and remote assistance with signals, cameras, lighting and solar systems.',
};

export const contactMeta: PageMeta = {
  title: contactHero.title,
  description: `Call, e-mail or visit ${company.shortName} in Nairobi about a project, a quote or technical support. Our engineers reply within one working day.`,
  image: contactHero.image,
};
