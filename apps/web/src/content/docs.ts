/** Documentation center (docs/product.md §2 Documentation center, §9 document sizes).
 * `size` is the catalogue size of each document's full edition, as the page displays it
 * (1.8 MB to 67 MB, docs/product.md §9). The files shipped under /files are short summary editions. */
import { contactWithSubject, paths } from '@site/shared/site-routes';
import type { LinkAction, PageHero, PageMeta } from './common.ts';
import { heroImage } from './image-asset.ts';

export type DocumentType = 'PDF' | 'MP4';

export type DocumentItem = {
  name: string;
  type: DocumentType;
  size: string;
  file: string;
  description: string;
};

export type DocumentCategory = {
  id: string;
  title: string;
  description: string;
  items: readonly DocumentItem[];
};

export const documentCategories: readonly DocumentCategory[] = [
  {
    id: 'datasheets',
    title: 'Product Datasheets',
    description:
      'Technical specifications for the controllers, signals, sensors and materials we supply.',
    items: [
      {
        name: 'ITC-2 Mini Controller Datasheet',
        type: 'PDF',
        size: '1.8 MB',
        file: '/files/docs/itc-2-mini-datasheet.pdf',
        description: 'Functions, interfaces, power and environmental ratings of the ITC-2 Mini.',
      },
      {
        name: 'FUTURLED Countdown Datasheet',
        type: 'PDF',
        size: '2.3 MB',
        file: '/files/docs/futurled-countdown-datasheet.pdf',
        description: 'Display sizes, colours, mounting and synchronisation options.',
      },
      {
        name: 'AI Thermal Traffic Sensor Datasheet',
        type: 'PDF',
        size: '3.1 MB',
        file: '/files/docs/ai-thermal-sensor-datasheet.pdf',
        description: 'Detection zones, classification, outputs and installation heights.',
      },
      {
        name: 'Road Marking Glass Beads Specification',
        type: 'PDF',
        size: '2.1 MB',
        file: '/files/docs/glass-beads-specification.pdf',
        description:
          'Gradations, coatings and application rates for Megalux, Swarcoflex, Swarcolux, Plus9 and airport beads.',
      },
    ],
  },
  {
    id: 'manuals',
    title: 'Installation & Maintenance Manuals',
    description: 'Step-by-step guides for installers and maintenance crews.',
    items: [
      {
        name: 'ITC-2 Mini Installation Manual',
        type: 'PDF',
        size: '12.4 MB',
        file: '/files/docs/itc-2-mini-installation-manual.pdf',
        description: 'Cabinet installation, wiring, configuration and commissioning checks.',
      },
      {
        name: 'Signal Head Installation Guide',
        type: 'PDF',
        size: '8.7 MB',
        file: '/files/docs/signal-head-installation-guide.pdf',
        description: 'Mounting, aiming and wiring of signal heads, countdowns and push-buttons.',
      },
      {
        name: 'Smart Street Lighting Maintenance Manual',
        type: 'PDF',
        size: '15.2 MB',
        file: '/files/docs/smart-lighting-maintenance-manual.pdf',
        description: 'Routine inspections, fault finding and replacement of luminaires and nodes.',
      },
      {
        name: 'CCTV System Commissioning Guide',
        type: 'PDF',
        size: '9.6 MB',
        file: '/files/docs/cctv-commissioning-guide.pdf',
        description: 'Camera set-up, network configuration, recording and acceptance tests.',
      },
    ],
  },
  {
    id: 'videos',
    title: 'Training Videos',
    description: 'Recorded walkthroughs from our training team.',
    items: [
      {
        name: 'Traffic Controller Commissioning Walkthrough',
        type: 'MP4',
        size: '67 MB',
        file: '/files/docs/controller-commissioning-walkthrough.mp4',
        description:
          'Commissioning an ITC-2 Mini controller at a junction, from power-up to handover.',
      },
      {
        name: 'Configuring Video Detection Zones',
        type: 'MP4',
        size: '48 MB',
        file: '/files/docs/video-detection-zones.mp4',
        description: 'Drawing and testing detection zones on thermal and video sensors.',
      },
      {
        name: 'Street Lighting Remote Management',
        type: 'MP4',
        size: '35 MB',
        file: '/files/docs/street-lighting-remote-management.mp4',
        description:
          'Schedules, dimming profiles, alarms and energy reports in the management portal.',
      },
    ],
  },
  {
    id: 'company',
    title: 'Company & Project Documents',
    description: 'Our brochure, catalogue, portfolio and policies.',
    items: [
      {
        name: 'Company Brochure',
        type: 'PDF',
        size: '4.5 MB',
        file: '/files/company-brochure.pdf',
        description: 'Who we are, what we do and how we work.',
      },
      {
        name: 'Product Catalog 2025',
        type: 'PDF',
        size: '22 MB',
        file: '/files/product-catalog.pdf',
        description: 'Every product category we supply, with key features.',
      },
      {
        name: 'Project Portfolio',
        type: 'PDF',
        size: '18 MB',
        file: '/files/project-portfolio.pdf',
        description: 'Selected projects across Kenya, with scope and results.',
      },
      {
        name: 'Quality, Health & Safety Policy',
        type: 'PDF',
        size: '2.6 MB',
        file: '/files/docs/quality-health-safety-policy.pdf',
        description: 'Our commitments on quality, safety on site and the environment.',
      },
    ],
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
