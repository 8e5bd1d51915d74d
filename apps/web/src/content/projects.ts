/** The project portfolio (docs/product.md §2 Project portfolio / detail, §3 project ids, §9 stats) and the
 * service category pages, which list projects from this portfolio.
 * Clients and project scopes are illustrative portfolio copy: confirm each one with the
 * company before launch (see company.ts for the same caveat on the identity). */
import { paths } from '@site/shared/site-routes';
import type { ProjectId, ServiceKey } from '@site/shared/site-routes';
import type { DownloadAction, LinkAction, PageHero, PageMeta, Stat } from './common.ts';
import type { ImageAsset } from './image-asset.ts';
import { heroImage } from './image-asset.ts';

export type { ProjectId, ServiceKey };

export type ProjectCategoryKey =
  'its' | 'streetlighting' | 'security' | 'solar' | 'traffic' | 'junction';

export type Project = {
  id: ProjectId;
  category: ProjectCategoryKey;
  title: string;
  description: string;
  overview: string;
  achievements: readonly string[];
  location: string;
  client: string;
  /** Two or three pictures; the first is the card picture. */
  images: readonly ImageAsset[];
  features: readonly string[];
  scopeOfWork: readonly string[];
};

export type ProjectCategory = {
  key: ProjectCategoryKey;
  name: string;
  description: string;
  projects: readonly Project[];
};

/** Project pictures are 960x600 (16:10). */
const picture = (id: ProjectId, letter: 'a' | 'b' | 'c', alt: string): ImageAsset => ({
  src: `/images/projects/${id}-${letter}.webp`,
  width: 960,
  height: 600,
  alt,
});

export const projectCategories: readonly ProjectCategory[] = [
  {
    key: 'its',
    name: 'Intelligent Transport Systems',
    description:
      'Bus rapid transit priority, traffic monitoring centres and passenger information that make public transport faster and more reliable.',
    projects: [
      {
        id: 'its-1',
        category: 'its',
        title: 'Nairobi BRT System',
        description:
          'Bus priority signalling, real-time passenger information and a central monitoring room for a bus rapid transit corridor in Nairobi.',
        overview:
          'Nairobi’s bus rapid transit corridor needed its buses to keep moving through busy junctions while general traffic kept flowing. We designed and integrated the intelligent transport layer of the corridor: signal controllers that detect approaching buses and extend or recall green time, passenger information displays at stations, and a monitoring room where operators see every junction, bus and camera on one screen. The system was commissioned in phases so that the corridor stayed open throughout the works.',
        achievements: [
          'Bus priority running at every signalised junction on the corridor',
          'Real-time arrival information at all stations',
          'One operations room for signals, cameras and fleet tracking',
          'Commissioned in phases without closing the corridor',
        ],
        location: 'Nairobi, Kenya',
        client: 'Nairobi City County Government',
        images: [
          picture(
            'its-1',
            'a',
            'BRT bus at a covered station on a Nairobi corridor at dusk, with a traffic signal and street lights',
          ),
          picture(
            'its-1',
            'b',
            'Operators in the BRT control room watching a wall of junction and camera screens',
          ),
          picture(
            'its-1',
            'c',
            'Aerial view of a signalised junction with a BRT bus in the traffic stream',
          ),
        ],
        features: [
          'Bus Signal Priority',
          'Passenger Information Displays',
          'Central Monitoring',
          'Automatic Vehicle Location',
          'CCTV Coverage',
        ],
        scopeOfWork: [
          'Feasibility review and detailed ITS design for the corridor',
          'Supply and installation of ITC-2 Mini controllers with bus detection',
          'Passenger information displays at BRT stations',
          'Fibre communications between junctions and the control room',
          'Control room fit-out and operator training',
          'Two-year maintenance and support agreement',
        ],
      },
    ],
  },
  {
    key: 'streetlighting',
    name: 'Smart Street Lighting',
    description:
      'LED and solar street lighting with remote monitoring and dimming, cutting energy bills and making streets safer after dark.',
    projects: [
      {
        id: 'lighting-1',
        category: 'streetlighting',
        title: 'Kisumu Street Lighting',
        description:
          'Replacement of old sodium lamps with networked LED luminaires across Kisumu’s main roads and lakeside, managed from a central web portal.',
        overview:
          'Kisumu’s street lights were costly to run and hard to maintain: faults were found only when residents reported them. We replaced the old sodium lamps on the city’s main roads and along the lakeside with LED luminaires, each fitted with a smart node that reports its status and energy use. Lights now dim automatically late at night and faults raise an alert the same evening, so crews go straight to the right pole.',
        achievements: [
          '60% reduction in street lighting energy costs',
          'Faults reported automatically instead of by residents',
          'Lighting levels matched to each road class',
          'Brighter, more uniform light on the lakeside promenade',
        ],
        location: 'Kisumu, Kenya',
        client: 'County Government of Kisumu',
        images: [
          picture(
            'lighting-1',
            'a',
            'Avenue in Kisumu at night lit by rows of new LED street lights',
          ),
          picture(
            'lighting-1',
            'b',
            'Installation crew in a bucket truck fitting an LED luminaire near the Kisumu lakeside',
          ),
          picture(
            'lighting-1',
            'c',
            'City street at night with LED street lights above passing traffic',
          ),
        ],
        features: [
          'LED Luminaires',
          'Remote Monitoring',
          'Automatic Dimming',
          'Fault Alerts',
          'Energy Reporting',
        ],
        scopeOfWork: [
          'Lighting survey and photometric design per road class',
          'Removal and responsible disposal of the old lamps',
          'Supply and installation of LED luminaires with smart nodes',
          'Central management system set-up and staff training',
          'Maintenance of the installation during the defects period',
        ],
      },
      {
        id: 'lighting-2',
        category: 'streetlighting',
        title: 'Lodwar Solar Street Lighting',
        description:
          'Off-grid solar street lights for Lodwar town’s main roads, built for heat, dust and long nights without mains power.',
        overview:
          'Much of Lodwar lies beyond a reliable grid supply, and diesel-powered lighting was expensive to keep running. We installed all-in-one solar street lights with lithium batteries sized for several cloudy days, on poles and foundations designed for the region’s heat and sandy soils. Each light runs dusk to dawn on its own, so the roads, markets and bus stops stay lit without a single kilowatt-hour from the grid.',
        achievements: [
          'Main roads lit every night with no grid connection',
          'No fuel or electricity bills for the county',
          'Battery autonomy for several cloudy days',
          'Local technicians trained for routine maintenance',
        ],
        location: 'Lodwar, Turkana County, Kenya',
        client: 'County Government of Turkana',
        images: [
          picture(
            'lighting-2',
            'a',
            'Road into Lodwar lined with solar street lights under a clear sky, with acacia trees',
          ),
          picture(
            'lighting-2',
            'b',
            'Engineers in hard hats beside newly installed solar street lights in Lodwar',
          ),
        ],
        features: [
          'Off-Grid Solar Lights',
          'Lithium Batteries',
          'Dusk-to-Dawn Control',
          'Dust-Resistant Design',
        ],
        scopeOfWork: [
          'Solar resource assessment and autonomy sizing',
          'Pole and foundation design for local soils',
          'Supply and installation of all-in-one solar street lights',
          'Training of county maintenance technicians',
        ],
      },
      {
        id: 'lighting-3',
        category: 'streetlighting',
        title: 'Nyeri Smart Street Lighting',
        description:
          'Networked LED lighting for Nyeri’s town centre and dual carriageway, with dimming schedules set from a central portal.',
        overview:
          'Nyeri wanted brighter streets in the town centre and lower bills on the dual carriageway. We delivered LED luminaires with smart controls on both, grouped into zones that follow their own schedules: full brightness during evening activity and dimmed levels in the early hours. The county’s engineers manage the whole network from a browser and receive monthly energy reports.',
        achievements: [
          'Town centre and dual carriageway on one management portal',
          'Zone-based dimming schedules',
          'Monthly energy reports for the county',
        ],
        location: 'Nyeri, Kenya',
        client: 'County Government of Nyeri',
        images: [
          picture(
            'lighting-3',
            'a',
            'Dual carriageway with a landscaped median lit by LED street lights at night',
          ),
          picture(
            'lighting-3',
            'b',
            'Tree-lined avenue in Nyeri at dusk with street lights coming on',
          ),
        ],
        features: [
          'LED Luminaires',
          'Zone Dimming',
          'Central Management Portal',
          'Energy Reporting',
        ],
        scopeOfWork: [
          'Lighting design for the town centre and dual carriageway',
          'Supply and installation of LED luminaires and smart nodes',
          'Configuration of zones and dimming schedules',
          'Handover training for county engineers',
        ],
      },
      {
        id: 'lighting-4',
        category: 'streetlighting',
        title: 'Malindi Coastal Road Lighting',
        description:
          'Corrosion-resistant LED street lighting for Malindi’s coastal road and beachfront, designed for salt air and humidity.',
        overview:
          'Salt air shortens the life of ordinary street lights on the coast. For Malindi’s coastal road and beachfront we specified marine-grade luminaires and hot-dip galvanised poles with coastal coatings, then added smart controls so the lights dim late at night and report faults. The result is a brighter, safer waterfront that needs far fewer maintenance visits.',
        achievements: [
          'Marine-grade equipment rated for coastal conditions',
          'Safer evenings on the beachfront and coastal road',
          'Fewer maintenance visits thanks to remote fault reporting',
        ],
        location: 'Malindi, Kilifi County, Kenya',
        client: 'County Government of Kilifi',
        images: [
          picture(
            'lighting-4',
            'a',
            'Coastal road in Malindi at night with LED street lights and roadside trees',
          ),
          picture(
            'lighting-4',
            'b',
            'Long straight road lit by twin rows of street lights at night',
          ),
        ],
        features: [
          'Marine-Grade Luminaires',
          'Galvanised Poles',
          'Remote Fault Reporting',
          'Automatic Dimming',
        ],
        scopeOfWork: [
          'Corrosion assessment and equipment specification',
          'Supply and installation of poles, luminaires and cabling',
          'Smart control nodes and management portal',
          'Routine maintenance during the defects period',
        ],
      },
    ],
  },
  {
    key: 'security',
    name: 'Security Solutions',
    description:
      'City-wide CCTV, video analytics and control rooms that help public bodies keep streets, markets and facilities safe.',
    projects: [
      {
        id: 'security-1',
        category: 'security',
        title: 'Nakuru Security Systems',
        description:
          'City surveillance network with HD and thermal cameras, licence plate recognition and a central command centre for Nakuru.',
        overview:
          'Nakuru’s growth brought busier streets, markets and transport hubs. We designed a city surveillance network of high-definition, PTZ and thermal cameras on key roads and public spaces, connected over fibre and wireless links to a command centre. Video analytics flag incidents such as stopped vehicles and crowding, licence plate recognition supports enforcement, and recordings are kept securely under a clear retention policy.',
        achievements: [
          'Key roads, markets and transport hubs covered by CCTV',
          'Command centre staffed around the clock (24/7)',
          'Video analytics alerting operators to incidents',
          'Recordings retained and accessed under written policy',
        ],
        location: 'Nakuru, Kenya',
        client: 'County Government of Nakuru',
        images: [
          picture(
            'security-1',
            'a',
            'CCTV cameras on a pole overlooking Nakuru’s skyline at night',
          ),
          picture(
            'security-1',
            'b',
            'Operators in the Nakuru command centre in front of a wall of camera feeds',
          ),
          picture('security-1', 'c', 'Street at dusk watched by a pole-mounted CCTV camera'),
        ],
        features: [
          'HD & Thermal Cameras',
          'Video Analytics',
          'Licence Plate Recognition',
          'Command Centre',
          'Secure Recording',
        ],
        scopeOfWork: [
          'Security risk assessment and camera site survey',
          'Network design with fibre and wireless links',
          'Supply and installation of cameras, poles and power',
          'Command centre design, video management and storage',
          'Operator training and standard operating procedures',
        ],
      },
    ],
  },
  {
    key: 'solar',
    name: 'Solar Energy Solutions',
    description:
      'Solar PV and battery systems that power public buildings, street lights and traffic signals with clean, reliable energy.',
    projects: [
      {
        id: 'solar-1',
        category: 'solar',
        title: 'Eldoret Solar Solutions',
        description:
          'Rooftop and ground-mounted solar PV with battery storage for county facilities in Eldoret, plus solar back-up for key traffic signals.',
        overview:
          'Power cuts were interrupting services at county facilities and leaving junctions dark. We installed rooftop and ground-mounted solar PV systems with battery storage at selected county buildings, and solar back-up kits for key traffic signals in Eldoret town. The systems lower daytime grid consumption, keep critical loads running through outages and report their output to the county’s energy office.',
        achievements: [
          'Critical loads kept running through grid outages',
          'Lower daytime grid consumption at county facilities',
          'Key junction signals kept working during power cuts',
          'Monitoring of solar output for the county energy office',
        ],
        location: 'Eldoret, Uasin Gishu County, Kenya',
        client: 'County Government of Uasin Gishu',
        images: [
          picture(
            'solar-1',
            'a',
            'Rows of ground-mounted solar panels in green countryside near Eldoret',
          ),
          picture('solar-1', 'b', 'Solar panels on the roof of a county building'),
          picture('solar-1', 'c', 'Solar array with a battery storage cabinet'),
        ],
        features: [
          'Rooftop Solar PV',
          'Ground-Mounted Arrays',
          'Battery Storage',
          'Signal Back-Up Power',
          'Output Monitoring',
        ],
        scopeOfWork: [
          'Energy audit of county facilities',
          'Design of PV arrays, inverters and battery storage',
          'Installation, testing and grid-tie approvals',
          'Solar back-up kits for key traffic signals',
          'Monitoring portal and maintenance plan',
        ],
      },
    ],
  },
  {
    key: 'traffic',
    name: 'Traffic Management',
    description:
      'Adaptive signal control, corridor coordination and traffic monitoring that cut congestion and make roads safer.',
    projects: [
      {
        id: 'traffic-1',
        category: 'traffic',
        title: 'Mombasa Traffic Control',
        description:
          'Adaptive traffic signal control for Mombasa’s busiest junctions, coordinated from a traffic management centre.',
        overview:
          'Traffic to and from the port, the island and the mainland meets at a handful of junctions in Mombasa, and fixed-time signals could not keep up with changing demand. We installed adaptive controllers with video detection at the busiest junctions and linked them to a traffic management centre. Green times now follow real demand, neighbouring junctions are coordinated, and operators can respond to incidents as they happen.',
        achievements: [
          'Adaptive control at the city’s busiest junctions',
          'Coordinated signals along the main corridors',
          'Incidents spotted and managed from one centre',
          'Countdown timers and pedestrian phases at crossings',
        ],
        location: 'Mombasa, Kenya',
        client: 'County Government of Mombasa',
        images: [
          picture(
            'traffic-1',
            'a',
            'Aerial view of a busy Mombasa junction controlled by traffic signals',
          ),
          picture(
            'traffic-1',
            'b',
            'Signal pole with countdown timer at a Mombasa street crossing',
          ),
          picture(
            'traffic-1',
            'c',
            'Traffic management centre with live junction and camera screens',
          ),
        ],
        features: [
          'Adaptive Signal Control',
          'Video Detection',
          'Corridor Coordination',
          'Countdown Timers',
          'Traffic Management Centre',
        ],
        scopeOfWork: [
          'Traffic counts and junction performance survey',
          'Signal timing and coordination design',
          'Supply and installation of controllers, signal heads and detection',
          'Traffic management centre software and workstations',
          'Operator training and ongoing support',
        ],
      },
      {
        id: 'traffic-2',
        category: 'traffic',
        title: 'Thika Town Traffic Management',
        description:
          'Signal coordination and traffic monitoring for Thika town centre and its links to the Thika Superhighway.',
        overview:
          'Thika town centre slows down where local roads meet traffic from the superhighway. We surveyed the network, retimed and coordinated its signals, and added cameras that let the county see queues building before they spread. New LED signal heads and pedestrian push-buttons make the crossings clearer and safer for people on foot.',
        achievements: [
          'Coordinated signal plans for morning, evening and off-peak traffic',
          'Camera monitoring of the main approaches',
          'Safer pedestrian crossings with push-button demand',
        ],
        location: 'Thika, Kiambu County, Kenya',
        client: 'County Government of Kiambu',
        images: [
          picture('traffic-2', 'a', 'Dual carriageway approaching Thika with a landscaped median'),
          picture('traffic-2', 'b', 'Traffic signal at a pedestrian crossing in Thika town centre'),
        ],
        features: [
          'Signal Coordination',
          'Traffic Cameras',
          'LED Signal Heads',
          'Pedestrian Push-Buttons',
        ],
        scopeOfWork: [
          'Network survey and traffic modelling',
          'Signal timing plans per time of day',
          'LED signal head and push-button upgrades',
          'Camera installation and monitoring set-up',
        ],
      },
      {
        id: 'traffic-3',
        category: 'traffic',
        title: 'Machakos Smart Corridor',
        description:
          'A smart corridor through Machakos with signals, cameras, variable message signs and street lighting managed as one system.',
        overview:
          'Machakos asked for a single corridor where every piece of roadside equipment works together. We delivered coordinated signals, monitoring cameras, LED variable message signs that warn drivers of incidents and roadworks, and smart street lighting, all connected to one management platform. The corridor now serves as the county’s model for future upgrades.',
        achievements: [
          'Signals, cameras, message signs and lighting on one platform',
          'Drivers warned of incidents and roadworks in real time',
          'A reference design for the county’s future corridors',
        ],
        location: 'Machakos, Kenya',
        client: 'County Government of Machakos',
        images: [
          picture('traffic-3', 'a', 'Aerial view of a junction on the Machakos corridor at night'),
          picture(
            'traffic-3',
            'b',
            'Corridor at dusk with a signal pole, street lights and a CCTV camera',
          ),
        ],
        features: [
          'Integrated Corridor Platform',
          'Variable Message Signs',
          'Monitoring Cameras',
          'Smart Street Lighting',
        ],
        scopeOfWork: [
          'Corridor concept and systems integration design',
          'Supply and installation of signals, cameras, signs and lighting',
          'Management platform configuration',
          'Training and handover to the county roads team',
        ],
      },
    ],
  },
  {
    key: 'junction',
    name: 'Junction Control',
    description:
      'Design, signalisation and upgrades of individual junctions and roundabouts for safer, smoother crossings.',
    projects: [
      {
        id: 'junction-1',
        category: 'junction',
        title: 'Westlands Junction Upgrade',
        description:
          'Conversion of a congested Westlands roundabout into a signalised junction with pedestrian crossings and countdown timers.',
        overview:
          'At peak hours the Westlands roundabout locked up, and pedestrians had no safe place to cross. We designed its conversion into a signalised junction with dedicated turning lanes, signal-controlled pedestrian crossings and countdown timers. The works were staged at night to keep traffic moving, and the new junction was commissioned with timing plans for each part of the day.',
        achievements: [
          'Roundabout converted to a signalised junction',
          'Signal-controlled crossings on every arm',
          'Night-time staging kept traffic moving during works',
        ],
        location: 'Westlands, Nairobi, Kenya',
        client: 'Nairobi City County Government',
        images: [
          picture(
            'junction-1',
            'a',
            'Aerial view of the upgraded Westlands junction with zebra crossings and signals',
          ),
          picture(
            'junction-1',
            'b',
            'Traffic signals controlling the new Westlands junction by day',
          ),
          picture('junction-1', 'c', 'Crew installing a traffic signal head from a bucket truck'),
        ],
        features: [
          'Junction Signalisation',
          'Pedestrian Crossings',
          'Countdown Timers',
          'Time-of-Day Plans',
        ],
        scopeOfWork: [
          'Junction layout and signal design',
          'Traffic management plan for night-time works',
          'Civil works, ducting and signal installation',
          'Commissioning and timing plan optimisation',
        ],
      },
    ],
  },
];

export const allProjects: readonly Project[] = projectCategories.flatMap(
  (category) => category.projects,
);

export function findProject(id: string): Project | undefined {
  return allProjects.find((project) => project.id === id);
}

export function findProjectCategory(key: string): ProjectCategory | undefined {
  return projectCategories.find((category) => category.key === key);
}

/** Other projects of the same category, at most `max` of them (docs/product.md §9: max 3). */
export function relatedProjects(id: string, max = 3): readonly Project[] {
  const project = findProject(id);
  if (!project) return [];
  return allProjects
    .filter((other) => other.category === project.category && other.id !== id)
    .slice(0, max);
}

/** The detail panel always shows this status (docs/product.md §4). */
export const projectStatus = 'Completed';

export const projectStats: readonly Stat[] = [
  { value: '50+', label: 'Projects Completed' },
  { value: '10+', label: 'Cities Served' },
  { value: '40%', label: 'Traffic Reduction' },
  { value: '60%', label: 'Energy Savings' },
];

/** The fixed Project Impact block on every project detail page. */
export const projectImpact: readonly Stat[] = [
  { value: '+35%', label: 'Traffic Efficiency' },
  { value: '+28%', label: 'Safety Improvement' },
  { value: '+42%', label: 'Energy Savings' },
];

export type PortfolioSectionId = 'brt' | 'traffic' | 'smart-cities' | 'government';

/** Sections of /projects that the header's anchors (#brt, #traffic, #smart-cities, #government) point at. */
export type PortfolioSection = {
  id: PortfolioSectionId;
  title: string;
  description: string;
  projectIds: readonly ProjectId[];
};

export const portfolioSections: readonly PortfolioSection[] = [
  {
    id: 'brt',
    title: 'BRT Systems',
    description: 'Bus priority, passenger information and monitoring for rapid transit corridors.',
    projectIds: ['its-1'],
  },
  {
    id: 'traffic',
    title: 'Traffic Management',
    description: 'Adaptive signals, coordinated corridors and junction upgrades.',
    projectIds: ['traffic-1', 'traffic-2', 'traffic-3', 'junction-1'],
  },
  {
    id: 'smart-cities',
    title: 'Smart Cities',
    description: 'Networked street lighting and solar energy for greener, safer towns.',
    projectIds: ['lighting-1', 'lighting-2', 'lighting-3', 'lighting-4', 'solar-1'],
  },
  {
    id: 'government',
    title: 'Government Projects',
    description: 'Public safety and critical infrastructure delivered for county governments.',
    projectIds: ['security-1', 'its-1', 'traffic-1', 'solar-1'],
  },
];

export type ProjectsPageContent = {
  hero: PageHero;
  overviewHeading: string;
  impactHeading: string;
  cta: { heading: string; text: string; contact: LinkAction; portfolio: DownloadAction };
  notFound: { title: string; text: string; back: LinkAction };
};

export const projectsPage: ProjectsPageContent = {
  hero: {
    title: 'Our Projects',
    subtitle:
      'Intelligent transport, street lighting, security and solar projects delivered for cities and road authorities across Kenya.',
    image: heroImage(
      'projects',
      'Aerial view of a signalised city junction with traffic queuing at the stop lines',
    ),
  },
  overviewHeading: 'All Projects Overview',
  impactHeading: 'Our Impact',
  cta: {
    heading: 'Have a project in mind?',
    text: 'Tell us about your junctions, corridors, streets or facilities. Our engineers will visit, assess and propose a solution that fits your budget.',
    contact: { label: 'Start Your Project', to: paths.contact },
    portfolio: { label: 'Download Portfolio', href: '/files/project-portfolio.pdf' },
  },
  notFound: {
    title: 'Project Not Found',
    text: "The project you're looking for doesn't exist.",
    back: { label: 'Back to Projects', to: paths.projects },
  },
};

export type ServicePage = {
  key: ServiceKey;
  name: string;
  tagline: string;
  description: string;
  hero: ImageAsset;
  /** Project categories whose projects the page lists, in this order. */
  projectCategories: readonly ProjectCategoryKey[];
};

/** docs/product.md §2: the its, security and streetlighting pages share this traffic-management tagline. */
const trafficManagementTagline =
  'Smarter traffic management for safer roads: we design, integrate and maintain the systems that keep Kenya’s cities moving.';

export const servicePages: Readonly<Record<ServiceKey, ServicePage>> = {
  its: {
    key: 'its',
    name: 'Intelligent Transport Systems',
    tagline: trafficManagementTagline,
    description:
      'Adaptive traffic signals, bus rapid transit priority, video detection and traffic management centres.',
    hero: heroImage(
      'service-its',
      'Aerial view of a city junction at night with signals and moving traffic',
    ),
    // Traffic and junction control are delivered as part of ITS, so their projects appear here too.
    projectCategories: ['its', 'traffic', 'junction'],
  },
  security: {
    key: 'security',
    name: 'Security Solutions',
    tagline: trafficManagementTagline,
    description: 'City surveillance, thermal and HD cameras, video analytics and command centres.',
    hero: heroImage(
      'service-security',
      'CCTV cameras on a pole watching over a city skyline at night',
    ),
    projectCategories: ['security'],
  },
  streetlighting: {
    key: 'streetlighting',
    name: 'Smart Street Lighting',
    tagline: trafficManagementTagline,
    description:
      'LED and solar street lighting with remote monitoring, dimming and energy reporting.',
    hero: heroImage('service-streetlighting', 'Road at night lined with bright LED street lights'),
    projectCategories: ['streetlighting'],
  },
  solar: {
    key: 'solar',
    name: 'Solar Energy Solutions',
    tagline:
      'Clean, reliable solar energy solutions that power public buildings, street lights and traffic signals across Kenya, on or off the grid.',
    description: 'Solar PV, battery storage, solar street lights and back-up power for signals.',
    hero: heroImage('service-solar', 'Field of solar panels under a bright sun'),
    projectCategories: ['solar'],
  },
};

export function findServicePage(key: string): ServicePage | undefined {
  return Object.values(servicePages).find((page) => page.key === key);
}

/** The projects a service category page lists. */
export function projectsForService(key: ServiceKey): readonly Project[] {
  return servicePages[key].projectCategories.flatMap(
    (categoryKey) => findProjectCategory(categoryKey)?.projects ?? [],
  );
}

export const projectsMeta: PageMeta = {
  title: 'Projects',
  description:
    'Bus rapid transit, traffic control, junction upgrades, street lighting, security and solar projects we have delivered for cities and counties across Kenya, from Nairobi to Lodwar.',
  image: projectsPage.hero.image,
};

/** A project page's head: its title, summary and first picture. */
export function projectMeta(project: Project): PageMeta {
  return { title: project.title, description: project.description, image: project.images[0] };
}

/** A service category page's head: its name, what it covers and its banner. */
export function serviceMeta(service: ServicePage): PageMeta {
  return {
    title: service.name,
    description: `${service.name}: ${service.description}`,
    image: service.hero,
  };
}

export const projectNotFoundMeta: PageMeta = {
  title: projectsPage.notFound.title,
  description: projectsPage.notFound.text,
};
