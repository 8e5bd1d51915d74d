/** Documentation center (docs/product.md §2 Documentation center, §9 document sizes).
 * `size` is the catalogue size of each document's full edition, as the page displays it
 * (1.8 MB to 67 MB, docs/product.md §9). The files shipped under /files are short summary editions. */
import { contactWithSubject, paths } from '@site/shared/site-routes';
import type { DocumentCategory } from '@site/shared/documents';
import type { LinkAction, PageHero, PageMeta } from './common.ts';
import { heroImage } from './image-asset.ts';

/** A section of the Documentation center: the documents filed under its category. */
export type DocumentSection = {
  id: DocumentCategory;
  title: string;
  description: string;
};

export const documentSections: readonly DocumentSection[] = [
  {
    id: 'datasheets',
    title: 'Product Datasheets',
    description:
      'Technical specifications for the controllers, signals, sensors and materials we supply.',
  },
  {
    id: 'manuals',
    title: 'Installation & Maintenance Manuals',
    description: 'Step-by-step guides for installers and maintenance crews.',
  },
  {
    id: 'videos',
    title: 'Training Videos',
    description: 'Recorded walkthroughs from our training team.',
  },
  {
    id: 'company',
    title: 'Company & Project Documents',
    description: 'Our brochure, catalogue, portfolio and policies.',
  },
];

/** Sizes as numbers of megabytes, for sorting and checks. */
export function sizeInMegabytes(size: string): number {
  const match = /^([\d.]+)\s*MB$/.exec(size);
  if (!match?.[1]) throw new Error(`Unrecognised document size: ${size}`);
  return Number(match[1]);
}

export type DocsPageText = {
  hero: PageHero;
  downloadLabel: string;
  /** Shown above the list: the shipped files are summary editions of the catalogued documents. */
  downloadNote: string;
  help: { heading: string; text: string; support: LinkAction; training: LinkAction };
};

export const docsPage: DocsPageText = {
  hero: {
    title: 'Documentation Center',
    subtitle:
      'Datasheets, manuals, training videos and company documents for our clients and partners.',
    image: heroImage('docs', 'Trainer presenting traffic signal states to a class of engineers'),
  },
  downloadLabel: 'Download',
  downloadNote:
    'Downloads are summary editions. The full editions, at the sizes listed, are available to clients and partners on request from our technical support team.',
  help: {
    heading: 'Need Help?',
    text: 'Our technical support team can answer questions about installation, configuration and maintenance, or arrange on-site training for your staff.',
    support: {
      label: 'Contact Technical Support',
      to: contactWithSubject('Technical support', 'contact'),
    },
    training: { label: 'Schedule Training Session', to: paths.training },
  },
};

export const docsMeta: PageMeta = {
  title: docsPage.hero.title,
  description:
    'Download datasheets, installation and maintenance manuals, training videos and company documents for the traffic, lighting, security and solar systems we supply.',
  image: docsPage.hero.image,
};
