/** Product catalogue of the Products page (docs/product.md §2 Products, §3 product categories).
 * The first four categories and their products are exactly those of docs/product.md §3. The route table
 * also lists the anchors #cctv and #solar on /products, so two more categories (CCTV Systems,
 * Solar Products) give those anchors a section to land on; they come last. */
import { contactWithSubject } from '@site/shared/site-routes';
import type { DownloadAction, LinkAction, PageHero, PageMeta } from './common.ts';
import type { ImageAsset } from './image-asset.ts';
import { heroImage } from './image-asset.ts';

export type ProductCategoryId =
  'traffic-controllers' | 'signal-heads' | 'video-detection' | 'glass-beads' | 'cctv' | 'solar';

export type Product = {
  id: string;
  name: string;
  description: string;
  image: ImageAsset;
  /** Short tags shown on the card. */
  features: readonly string[];
};

export type ProductCategory = {
  id: ProductCategoryId;
  name: string;
  description: string;
  products: readonly Product[];
};

/** Product pictures are 800x600 (4:3). */
const picture = (id: string, alt: string): ImageAsset => ({
  src: `/images/products/${id}.webp`,
  width: 800,
  height: 600,
  alt,
});

export const defaultProductCategoryId: ProductCategoryId = 'traffic-controllers';

export const productCategories: readonly ProductCategory[] = [
  {
    id: 'traffic-controllers',
    name: 'Traffic Controllers',
    description:
      'Compact, reliable controllers for signalised junctions and pedestrian crossings, ready for adaptive control and central management.',
    products: [
      {
        id: 'itc-2-mini',
        name: 'ITC-2 Mini Junction Controller',
        description:
          'A compact traffic controller for urban junctions. It runs fixed-time, vehicle-actuated and adaptive plans and connects to a traffic management centre over IP.',
        image: picture(
          'itc-2-mini',
          'ITC-2 Mini traffic controller cabinet beside a three-aspect LED signal head',
        ),
        features: ['Fixed-Time & Actuated', 'Adaptive Ready', 'IP Connectivity', 'Low Power'],
      },
      {
        id: 'itc-2-mini-crossing',
        name: 'ITC-2 Mini Pedestrian Crossing Controller',
        description:
          'The ITC-2 Mini configured for stand-alone pedestrian crossings, with push-button demand, audible signals for visually impaired people and an optional solar power supply.',
        image: picture(
          'itc-2-mini-crossing',
          'ITC-2 Mini controller cabinet beside a pedestrian signal showing the green walking figure',
        ),
        features: [
          'Push-Button Demand',
          'Accessible Crossings',
          'Solar-Ready',
          'Remote Monitoring',
        ],
      },
    ],
  },
  {
    id: 'signal-heads',
    name: 'Signal Heads',
    description:
      'LED signal heads, countdown timers, pedestrian equipment and variable message signs for every kind of junction and road.',
    products: [
      {
        id: 'futura',
        name: 'FUTURA',
        description:
          'A lightweight polycarbonate LED signal head with a modular design, for 200 mm and 300 mm lenses on poles and gantries.',
        image: picture(
          'futura',
          'FUTURA three-aspect LED signal head with a yellow-bordered backplate, showing green',
        ),
        features: ['Polycarbonate Housing', '200/300 mm Lenses', 'Modular', 'LED Optics'],
      },
      {
        id: 'mondial',
        name: 'MONDIAL',
        description:
          'A robust aluminium signal head built for heavy-duty use and harsh climates, with long-life LED optics.',
        image: picture('mondial', 'MONDIAL aluminium signal head showing red'),
        features: ['Aluminium Housing', 'Heavy Duty', 'Long-Life LEDs', 'Weather Resistant'],
      },
      {
        id: 'mini-signal',
        name: 'MINI-SIGNAL',
        description:
          'A compact signal for cycle lanes, bus lanes, level crossings and access control, where a full-size head is not needed.',
        image: picture('mini-signal', 'Compact two-aspect MINI-SIGNAL showing green'),
        features: ['Compact Size', 'Cycle & Bus Lanes', 'Access Control', 'Low Power'],
      },
      {
        id: 'alustar',
        name: 'ALUSTAR',
        description:
          'An aluminium signal head with a slim profile and contrast backplate, designed for clear visibility in bright sunlight.',
        image: picture(
          'alustar',
          'ALUSTAR aluminium signal head with contrast backplate, showing amber',
        ),
        features: [
          'Slim Aluminium Body',
          'Contrast Backplate',
          'Sunlight Visibility',
          'Easy Maintenance',
        ],
      },
      {
        id: 'futurit',
        name: 'FUTURIT',
        description:
          'LED signal optics with an even, glare-free light pattern that retrofit into existing signal heads to cut energy use.',
        image: picture(
          'futurit',
          'Two signal heads fitted with FUTURIT LED optics, one red and one green',
        ),
        features: ['Retrofit Optics', 'Uniform Light', 'Energy Saving', 'Phantom-Free'],
      },
      {
        id: 'futurled-countdown',
        name: 'FUTURLED Countdown',
        description:
          'A countdown display that shows drivers and pedestrians the seconds remaining until the signal changes.',
        image: picture(
          'futurled-countdown',
          'FUTURLED countdown display showing 25 seconds beside a red signal head',
        ),
        features: ['Seconds Remaining', 'Red & Green Display', 'Synchronised', 'High Visibility'],
      },
      {
        id: 'pedestrian-pushbutton',
        name: 'Pedestrian Pushbutton with Acoustic Signal',
        description:
          'A push-button unit that registers pedestrian demand and gives audible and tactile signals for visually impaired people.',
        image: picture(
          'pedestrian-pushbutton',
          'Yellow pedestrian push-button unit with a walking figure, tactile arrow and speaker',
        ),
        features: ['Pedestrian Demand', 'Acoustic Signal', 'Tactile Arrow', 'Vandal Resistant'],
      },
      {
        id: 'led-vms',
        name: 'LED Variable Message Signs',
        description:
          'Full-matrix LED signs that show drivers live messages about incidents, roadworks, travel times and diversions.',
        image: picture(
          'led-vms',
          'LED variable message sign showing SLOW DOWN, ROADWORKS 500 M in amber',
        ),
        features: ['Full-Matrix LEDs', 'Remote Messaging', 'Auto Brightness', 'Central Control'],
      },
    ],
  },
  {
    id: 'video-detection',
    name: 'Video Detection',
    description:
      'Thermal and visible-light detection that counts, classifies and watches traffic by day and night, in rain, dust and glare.',
    products: [
      {
        id: 'thermal-analytics',
        name: 'Thermal Analytics Cameras',
        description:
          'Thermal cameras with built-in analytics for vehicle presence, counting and incident detection, unaffected by darkness, headlight glare or shadows.',
        image: picture(
          'thermal-analytics',
          'Thermal camera beside a screen showing vehicles as heat signatures inside detection boxes',
        ),
        features: ['Thermal Imaging', 'Incident Detection', 'Day & Night', 'Traffic Counting'],
      },
      {
        id: 'ai-thermal-sensor',
        name: 'AI-Powered Thermal Traffic Sensor',
        description:
          'An all-in-one thermal sensor with on-board AI that detects and classifies vehicles, cyclists and pedestrians for signal control and traffic data.',
        image: picture(
          'ai-thermal-sensor',
          'Compact AI thermal traffic sensor beside a thermal view of detected road users',
        ),
        features: [
          'On-Board AI',
          'Road User Classification',
          'Signal Control Input',
          'Traffic Data',
        ],
      },
      {
        id: 'city-surveillance-cameras',
        name: 'City Surveillance Camera Range',
        description:
          'A range of bullet, dome and PTZ cameras for traffic monitoring and public safety, from single junctions to city-wide networks.',
        image: picture(
          'city-surveillance-cameras',
          'A bullet camera, a dome camera and a PTZ camera side by side',
        ),
        features: ['Bullet, Dome & PTZ', 'HD to 4K', 'Traffic Monitoring', 'Public Safety'],
      },
    ],
  },
  {
    id: 'glass-beads',
    name: 'Glass Beads',
    description:
      'Retroreflective glass beads that make road and airfield markings shine in headlights, in the dry and in the wet.',
    products: [
      {
        id: 'megalux',
        name: 'Megalux Beads',
        description:
          'Large, high-index glass beads for markings that stay visible at night, even in heavy rain.',
        image: picture(
          'megalux',
          'White road marking with large Megalux glass beads shown under a magnifier',
        ),
        features: ['Large Beads', 'Wet-Night Visibility', 'High Retroreflection'],
      },
      {
        id: 'swarcoflex',
        name: 'Swarcoflex Beads',
        description:
          'Drop-on glass beads for thermoplastic and paint markings on highways and urban roads.',
        image: picture(
          'swarcoflex',
          'Yellow road marking with Swarcoflex glass beads shown under a magnifier',
        ),
        features: ['Drop-On Application', 'Thermoplastic & Paint', 'Durable'],
      },
      {
        id: 'swarcolux',
        name: 'Swarcolux Beads',
        description:
          'Fine premix beads blended into marking materials, so fresh reflective beads appear as the marking wears.',
        image: picture(
          'swarcolux',
          'Road marking with fine Swarcolux premix beads shown under a magnifier',
        ),
        features: ['Premix Beads', 'Long-Lasting Reflection', 'Even Gradation'],
      },
      {
        id: 'plus9',
        name: 'Plus9 Beads',
        description:
          'Coated glass beads with improved embedding and adhesion for markings on heavily trafficked roads.',
        image: picture(
          'plus9',
          'Dark asphalt with a white line of Plus9 coated glass beads shown under a magnifier',
        ),
        features: ['Coated Beads', 'Strong Adhesion', 'Heavy Traffic'],
      },
      {
        id: 'airport-beads',
        name: 'Airport Beads',
        description:
          'Glass beads that meet airfield marking requirements for runways, taxiways and aprons.',
        image: picture(
          'airport-beads',
          'Airfield markings in yellow and white with airport glass beads shown under a magnifier',
        ),
        features: ['Airfield Markings', 'Runways & Taxiways', 'High Visibility'],
      },
    ],
  },
  {
    id: 'cctv',
    name: 'CCTV Systems',
    description:
      'Cameras, recorders and video management for city surveillance, transport hubs and public buildings.',
    products: [
      {
        id: 'cctv-bullet',
        name: '4K Bullet Cameras',
        description:
          'Weatherproof bullet cameras with infrared night vision for roads, perimeters and car parks.',
        image: picture('cctv-bullet', 'White 4K bullet CCTV camera on a wall bracket'),
        features: ['4K Resolution', 'Infrared Night Vision', 'Weatherproof', 'PoE Powered'],
      },
      {
        id: 'cctv-ptz-dome',
        name: 'PTZ Dome Cameras',
        description:
          'Pan-tilt-zoom dome cameras that operators steer to follow incidents across junctions and public spaces.',
        image: picture('cctv-ptz-dome', 'PTZ dome camera hanging from a pole bracket'),
        features: ['Pan-Tilt-Zoom', 'Optical Zoom', 'Preset Tours', 'Auto Tracking'],
      },
      {
        id: 'cctv-nvr-vms',
        name: 'Network Video Recorders & VMS',
        description:
          'Recorders and video management software to view, record, search and export footage from hundreds of cameras.',
        image: picture(
          'cctv-nvr-vms',
          'Network video recorder with drive bays below a multi-camera monitoring screen',
        ),
        features: ['Multi-Camera Recording', 'Smart Search', 'Secure Export', 'Role-Based Access'],
      },
    ],
  },
  {
    id: 'solar',
    name: 'Solar Products',
    description:
      'Solar street lights and power systems that keep lights and signals running where the grid is weak or absent.',
    products: [
      {
        id: 'solar-street-light',
        name: 'All-in-One Solar Street Light',
        description:
          'A solar street light with panel, battery, LED and controller in one unit, running dusk to dawn without mains power.',
        image: picture(
          'solar-street-light',
          'All-in-one solar street light with its panel above the lamp head',
        ),
        features: ['Dusk-to-Dawn', 'Lithium Battery', 'Motion Dimming', 'No Trenching'],
      },
      {
        id: 'solar-signal-power',
        name: 'Solar Traffic Signal Power Kit',
        description:
          'A solar panel and battery kit that powers signals and crossings off-grid or keeps them running through power cuts.',
        image: picture(
          'solar-signal-power',
          'Traffic signal pole topped with a solar panel, beside a battery cabinet',
        ),
        features: ['Off-Grid Signals', 'Outage Back-Up', 'Battery Monitoring'],
      },
      {
        id: 'solar-pv-battery',
        name: 'Solar PV & Battery Systems',
        description:
          'Rooftop and ground-mounted PV with battery storage for public buildings, control rooms and communication sites.',
        image: picture('solar-pv-battery', 'Solar panels beside a 48 V battery storage cabinet'),
        features: ['Rooftop & Ground PV', 'Battery Storage', 'Remote Monitoring'],
      },
    ],
  },
];

export function findProductCategory(id: string): ProductCategory | undefined {
  return productCategories.find((category) => category.id === id);
}

export type ProductsPageContent = {
  hero: PageHero & { explore: { label: string; categoryId: ProductCategoryId } };
  cta: { heading: string; text: string; catalog: DownloadAction; sales: LinkAction };
};

export const productsPage: ProductsPageContent = {
  hero: {
    title: 'Our Products',
    subtitle:
      'Traffic controllers, signal heads, detection, road marking beads, CCTV and solar products, supplied, installed and supported in Kenya.',
    image: heroImage(
      'products',
      'Signal heads, a countdown timer, CCTV cameras and a controller cabinet on a dark blue background',
    ),
    explore: { label: 'Explore Products', categoryId: defaultProductCategoryId },
  },
  cta: {
    heading: 'Need help choosing the right equipment?',
    text: 'Our engineers will recommend products that match your junctions, roads and budget, and support them after installation.',
    catalog: { label: 'Get Product Catalog', href: '/files/product-catalog.pdf' },
    sales: { label: 'Contact Sales Team', to: contactWithSubject('Sales enquiry', 'contact') },
  },
};

export const productsMeta: PageMeta = {
  title: 'Products',
  description:
    'Traffic signal controllers, LED signal heads and countdown timers, video detection, road-marking glass beads, CCTV cameras and solar equipment, supplied and supported in Kenya.',
  image: productsPage.hero.image,
};
