/** About / Dedication page content (docs/product.md §2 About, §9 about strip). */
import { paths } from '@site/shared/site-routes';
import type { DownloadAction, LinkAction, PageHero, PageMeta } from './common.ts';
import { company } from './company.ts';
import type { ImageAsset, LogoAsset } from './image-asset.ts';
import { cardImage, heroImage } from './image-asset.ts';

export const aboutHero: PageHero = {
  title: 'Dedication',
  subtitle: 'Engineering smarter, safer and greener cities across Kenya and East Africa.',
  image: heroImage(
    'about',
    'Nairobi street at dusk with street lights, a traffic signal, a BRT station and a CCTV camera',
  ),
};

export type TextSection = {
  heading: string;
  paragraphs: readonly string[];
};

export const dedication: TextSection = {
  heading: 'Our dedication, your achievement',
  paragraphs: [
    `Since ${company.founded}, ${company.shortName} has worked alongside county governments, municipalities and road authorities to plan, build and run the systems that modern cities depend on. We offer consultancy to shape the right solution, systems integration to make signals, cameras, lights and power work as one, outsourcing of operations and maintenance when your team needs extra hands, and project management that delivers on time, on budget and to standard.`,
    'Your success is how we measure ours: safer junctions, shorter journeys, brighter streets and lower energy bills for the people you serve.',
  ],
};

/** Animated counters: the numbers are numeric so the strip can count up to them. */
export type CounterStat = {
  value: number;
  suffix: string;
  label: string;
};

export const aboutStats: readonly CounterStat[] = [
  { value: 125, suffix: '', label: 'Professionals' },
  { value: 12, suffix: '', label: 'Years of Experience' },
  { value: 162, suffix: '', label: 'Partners' },
  { value: 37, suffix: '', label: 'Awards' },
];

export type TeamMember = {
  name: string;
  role: string;
  description: string;
  image: ImageAsset;
};

const portrait = (file: string, alt: string): ImageAsset => ({
  src: `/images/team/${file}.webp`,
  width: 400,
  height: 400,
  alt,
});

/** Four members (docs/product.md §2): a CEO, two directors and a project manager. The names are
 * placeholders, as are the illustrated portraits, until the company supplies its own. */
export const leadershipTeam: readonly TeamMember[] = [
  {
    name: 'Dr. Wanjiru Kamau',
    role: 'Chief Executive Officer',
    description:
      'A civil and transport engineer who founded the company in 2012 and leads its strategy and partnerships with public bodies across the region.',
    image: portrait(
      'wanjiru-kamau',
      'Illustrated portrait of Dr. Wanjiru Kamau, Chief Executive Officer',
    ),
  },
  {
    name: 'James Otieno',
    role: 'Technical Director',
    description:
      'Leads systems design and integration for traffic control, CCTV and lighting networks, and the engineering team behind them.',
    image: portrait('james-otieno', 'Illustrated portrait of James Otieno, Technical Director'),
  },
  {
    name: 'Amina Hassan',
    role: 'Director of Operations',
    description:
      'Runs delivery, procurement and after-sales support, making sure every installation is maintained long after handover.',
    image: portrait('amina-hassan', 'Illustrated portrait of Amina Hassan, Director of Operations'),
  },
  {
    name: 'Peter Mwangi',
    role: 'Project Manager',
    description:
      'Plans and coordinates our projects on site, from traffic management during works to testing, commissioning and training.',
    image: portrait('peter-mwangi', 'Illustrated portrait of Peter Mwangi, Project Manager'),
  },
];

export type Provider = {
  name: string;
  logo: LogoAsset;
};

const provider = (name: string, slug: string): Provider => ({
  name,
  logo: { src: `/images/providers/${slug}.svg`, alt: `${name} logo` },
});

/** Placeholder names and marks: replace them with the real providers and the logos they supply. */
export const technologyProviders: readonly Provider[] = [
  provider('Aurora Traffic Systems', 'aurora-traffic-systems'),
  provider('Meridian Vision Analytics', 'meridian-vision-analytics'),
  provider('Helios Grid Technologies', 'helios-grid-technologies'),
  provider('Savanna Cloud Networks', 'savanna-cloud-networks'),
  provider('Tembo Control Software', 'tembo-control-software'),
];

export const productProviders: readonly Provider[] = [
  provider('Kestrel Signal Works', 'kestrel-signal-works'),
  provider('Lumen Roadway Lighting', 'lumen-roadway-lighting'),
  provider('Baobab Solar Power', 'baobab-solar-power'),
  provider('Sentinel Camera Systems', 'sentinel-camera-systems'),
  provider('Coastline Road Markings', 'coastline-road-markings'),
  provider('Equator Cable & Power', 'equator-cable-power'),
  provider('Rift Valley Poles & Structures', 'rift-valley-poles-structures'),
];

export type ProviderSection = {
  id: 'technology' | 'product';
  heading: string;
  providers: readonly Provider[];
};

export const providerSections: readonly ProviderSection[] = [
  { id: 'technology', heading: 'Our Technology Providers', providers: technologyProviders },
  { id: 'product', heading: 'Our Product Providers', providers: productProviders },
];

export const whoWeAre: TextSection & { image: ImageAsset } = {
  heading: 'Who We Are',
  paragraphs: [
    `${company.shortName} is a Nairobi-based engineering company specialising in intelligent transport systems, traffic and junction control, smart street lighting, CCTV security and solar energy.`,
    'Our engineers, technicians and project managers have delivered more than 50 projects in over 15 cities, working with public bodies that need systems which are reliable, maintainable and built for local conditions.',
  ],
  image: cardImage(
    '/images/about/who-we-are.webp',
    'Operators at work in a traffic and security control room',
  ),
};

export const mission: TextSection = {
  heading: 'Our Mission',
  paragraphs: [
    'To make African cities safer, more efficient and more sustainable by delivering dependable smart infrastructure, and by supporting it for its whole working life.',
  ],
};

export type Feature = {
  title: string;
  description: string;
};

export const features: readonly Feature[] = [
  {
    title: 'End-to-End Delivery',
    description:
      'Consultancy, design, supply, installation, commissioning and maintenance from one accountable team.',
  },
  {
    title: 'Proven Track Record',
    description:
      '50+ projects across 15+ cities and 15+ government contracts, with a 100% success rate.',
  },
  {
    title: 'Local Expertise',
    description:
      'Engineers who know Kenyan roads, climates, standards and procurement, based in Nairobi since 2012.',
  },
  {
    title: 'Support 24/7',
    description: 'Help desk, remote monitoring and field crews that respond around the clock.',
  },
];

export type CoreService = {
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  link: string;
};

export const coreServices: readonly CoreService[] = [
  {
    title: 'Intelligent Transport',
    description:
      'Adaptive signal control, BRT priority, video detection and traffic management centres that reduce congestion and improve road safety.',
    features: [
      'Adaptive Signal Control',
      'BRT Priority Systems',
      'Video Detection',
      'Traffic Management Centres',
    ],
    link: paths.service('its'),
  },
  {
    title: 'Smart Lighting',
    description:
      'LED and solar street lighting with remote monitoring and dimming that brightens streets while cutting energy and maintenance costs.',
    features: [
      'LED Retrofits',
      'Remote Monitoring & Dimming',
      'Solar Street Lights',
      'Energy Reporting',
    ],
    link: paths.service('streetlighting'),
  },
  {
    title: 'Security',
    description:
      'City-wide CCTV with thermal and HD cameras, video analytics and command centres that help keep public spaces safe.',
    features: [
      'HD & Thermal CCTV',
      'Video Analytics',
      'Licence Plate Recognition',
      'Command Centres',
    ],
    link: paths.service('security'),
  },
];

export type ProjectLocation = {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
};

/** Places on the globe of project locations (the portfolio's cities). */
export const projectLocations: readonly ProjectLocation[] = [
  { city: 'Nairobi', country: 'Kenya', latitude: -1.2864, longitude: 36.8172 },
  { city: 'Mombasa', country: 'Kenya', latitude: -4.0435, longitude: 39.6682 },
  { city: 'Kisumu', country: 'Kenya', latitude: -0.0917, longitude: 34.768 },
  { city: 'Nakuru', country: 'Kenya', latitude: -0.3031, longitude: 36.08 },
  { city: 'Eldoret', country: 'Kenya', latitude: 0.5143, longitude: 35.2698 },
  { city: 'Thika', country: 'Kenya', latitude: -1.0333, longitude: 37.0693 },
  { city: 'Machakos', country: 'Kenya', latitude: -1.5177, longitude: 37.2634 },
  { city: 'Nyeri', country: 'Kenya', latitude: -0.4201, longitude: 36.9476 },
  { city: 'Malindi', country: 'Kenya', latitude: -3.2192, longitude: 40.1169 },
  { city: 'Lodwar', country: 'Kenya', latitude: 3.1191, longitude: 35.5973 },
];

export const experienceAndPartners: TextSection = {
  heading: 'Experience & Partners',
  paragraphs: [
    'Twelve years of projects have taught us what lasts on African roads. We pair that experience with technology and product providers chosen for quality and local support, so every system we install can be maintained for years to come.',
  ],
};

export type Testimonial = {
  text: string;
  authorRole: string;
  location: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    text: 'The new adaptive signals changed the way our junctions work at peak hours. The team kept traffic moving throughout the works, trained our staff well and still answers the phone at any hour.',
    authorRole: 'Director of Urban Mobility, County Government',
    location: 'Nairobi, Kenya',
  },
  {
    text: 'Our smart street lighting has cut our energy costs by 60%, and faults now reach us before residents call. The streets are brighter and our maintenance crews know exactly where to go.',
    authorRole: 'County Executive for Roads, Transport & Public Works',
    location: 'Kisumu, Kenya',
  },
];

export type ClosingCta = {
  heading: string;
  text: string;
  primary: LinkAction;
  secondary: DownloadAction;
};

export const aboutCta: ClosingCta = {
  heading: 'Ready to Transform Your City?',
  text: 'Talk to our engineers about your junctions, streets, public spaces or energy needs. We will help you plan, fund and deliver the right solution.',
  primary: { label: 'Start Your Project', to: paths.contact },
  secondary: { label: 'Download Brochure', href: '/files/company-brochure.pdf' },
};

export const aboutMeta: PageMeta = {
  title: 'About Us',
  description: `Since ${company.founded}, ${company.shortName} has engineered intelligent transport, street lighting, security and solar systems for Kenyan cities: our story, leadership team, providers and clients.`,
  image: aboutHero.image,
};
