/** Partners page (docs/product.md §2 Partners). Fictional organisations with example.com links: replace
 * them with the company's real partners, their logos and their websites. */
import { paths } from '@site/shared/site-routes';
import type { LinkAction, PageHero, PageMeta } from './common.ts';
import { company } from './company.ts';
import type { LogoAsset } from './image-asset.ts';
import { heroImage } from './image-asset.ts';

export type Partner = {
  id: string;
  name: string;
  description: string;
  logo: LogoAsset;
  link: string;
};

export const partners: readonly Partner[] = [
  {
    id: 'shamba-smart',
    name: 'ShambaSmart Agritech',
    description:
      'An agricultural technology company that gives smallholder farmers weather data, soil sensors and market prices on their phones. Together we power remote sensor stations and cold rooms with solar energy.',
    logo: { src: '/images/partners/shamba-smart.svg', alt: 'ShambaSmart Agritech logo' },
    link: 'https://shamba-smart.example.com',
  },
  {
    id: 'malaika-womens-clinic',
    name: 'Malaika Women’s Clinic',
    description:
      'A women’s healthcare clinic offering maternal, reproductive and preventive care. We installed solar power with battery back-up and security cameras so that care continues safely through power cuts.',
    logo: { src: '/images/partners/malaika-womens-clinic.svg', alt: 'Malaika Women’s Clinic logo' },
    link: 'https://malaika-clinic.example.com',
  },
  {
    id: 'nuru-technologies',
    name: 'Nuru Technologies',
    description:
      'A technology company building data platforms and mobile apps for cities. We work together on dashboards and open data from traffic, lighting and environmental sensors.',
    logo: { src: '/images/partners/nuru-technologies.svg', alt: 'Nuru Technologies logo' },
    link: 'https://nuru-technologies.example.com',
  },
  {
    id: 'kilele-it-solutions',
    name: 'Kilele IT Solutions',
    description:
      'An IT solutions company providing networks, data centres and managed services. They help us connect junctions, cameras and control rooms with secure, resilient networks.',
    logo: { src: '/images/partners/kilele-it-solutions.svg', alt: 'Kilele IT Solutions logo' },
    link: 'https://kilele-it.example.com',
  },
];

export type PartnersPageText = {
  hero: PageHero;
  listHeading: string;
  cta: { heading: string; text: string; link: LinkAction };
};

export const partnersPage: PartnersPageText = {
  hero: {
    title: 'Our Partners',
    subtitle:
      'We collaborate with organisations that share our commitment to better, more sustainable communities.',
    image: heroImage(
      'partners',
      'City street on a sunny day with trees, street lights and traffic',
    ),
  },
  listHeading: 'Trusted by Industry Leaders',
  cta: {
    heading: 'Partner With Us',
    text: 'Whether you build technology, deliver services or serve communities, let us explore how we can work together.',
    link: { label: 'Get in Touch', to: paths.contact },
  },
};

export const partnersMeta: PageMeta = {
  title: 'Partners',
  description: `The organisations ${company.shortName} works with, from agritech and healthcare to IT, and how your organisation can partner with us on better, more sustainable communities.`,
  image: partnersPage.hero.image,
};
