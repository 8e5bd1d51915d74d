/** Training programs (docs/product.md §2 Training programs, §9 prices, durations, participants, levels). */
import type { PageHero, PageMeta } from './common.ts';
import type { ImageAsset } from './image-asset.ts';
import { cardImage, heroImage } from './image-asset.ts';

export type CourseLevel =
  'Beginner to Intermediate' | 'Intermediate' | 'Advanced' | 'Beginner to Advanced';

export type TrainingCourse = {
  id: string;
  title: string;
  description: string;
  duration: string;
  participants: string;
  level: CourseLevel;
  location: string;
  /** Display date of the 2025 session. */
  date: string;
  isoDate: string;
  /** Price per participant, as displayed. */
  price: string;
  image: ImageAsset;
  topics: readonly string[];
  certification: string;
};

export const trainingCourses: readonly TrainingCourse[] = [
  {
    id: 'its-fundamentals',
    title: 'Intelligent Transport Systems Fundamentals',
    description:
      'An introduction to ITS for engineers and planners at counties and road authorities: how signals, detection, BRT priority and traffic centres fit together.',
    duration: '5 days',
    participants: '15-20 participants',
    level: 'Beginner to Intermediate',
    location: 'Nairobi',
    date: 'March 10, 2025',
    isoDate: '2025-03-10',
    price: 'KSh 45,000',
    image: cardImage(
      '/images/training/its-fundamentals.webp',
      'Trainer explaining a junction layout on a screen to a class',
    ),
    topics: [
      'Traffic engineering basics',
      'Signal control strategies',
      'Vehicle detection technologies',
      'BRT and public transport priority',
      'Traffic management centres',
    ],
    certification: 'Certificate of Completion in Intelligent Transport Systems',
  },
  {
    id: 'signal-maintenance',
    title: 'Traffic Signal Installation & Maintenance',
    description:
      'Hands-on training for technicians on installing, testing and maintaining traffic controllers, signal heads, countdowns and push-buttons.',
    duration: '3 days',
    participants: '12-15 participants',
    level: 'Intermediate',
    location: 'Mombasa',
    date: 'April 14, 2025',
    isoDate: '2025-04-14',
    price: 'KSh 32,000',
    image: cardImage(
      '/images/training/signal-maintenance.webp',
      'Trainer showing red, amber and green signal states on a screen to technicians',
    ),
    topics: [
      'Controller wiring and configuration',
      'Signal head mounting and aiming',
      'Fault finding and repairs',
      'Preventive maintenance schedules',
      'Safety when working at junctions',
    ],
    certification: 'Certified Traffic Signal Technician',
  },
  {
    id: 'cctv-analytics',
    title: 'CCTV & Video Analytics for Public Safety',
    description:
      'An advanced course for security and ICT teams on designing, operating and getting value from city surveillance systems.',
    duration: '4 days',
    participants: '10-12 participants',
    level: 'Advanced',
    location: 'Kisumu',
    date: 'June 9, 2025',
    isoDate: '2025-06-09',
    price: 'KSh 38,000',
    image: cardImage(
      '/images/training/cctv-analytics.webp',
      'Class watching a presentation of multiple camera feeds with detection boxes',
    ),
    topics: [
      'Camera selection and placement',
      'Network and storage design',
      'Video analytics and alarms',
      'Control room operations',
      'Data protection and evidence handling',
    ],
    certification: 'Certified CCTV Systems Professional',
  },
  {
    id: 'solar-lighting-design',
    title: 'Solar & Smart Street Lighting Design',
    description:
      'From first principles to advanced design: sizing solar systems, designing street lighting and managing smart lighting networks.',
    duration: '4 days',
    participants: '15-18 participants',
    level: 'Beginner to Advanced',
    location: 'Nakuru',
    date: 'August 18, 2025',
    isoDate: '2025-08-18',
    price: 'KSh 42,000',
    image: cardImage(
      '/images/training/solar-lighting-design.webp',
      'Trainer presenting a solar panel and battery system to a class',
    ),
    topics: [
      'Solar resource and system sizing',
      'Batteries and charge controllers',
      'Lighting design and standards',
      'Remote monitoring and dimming',
      'Maintenance planning',
    ],
    certification: 'Certificate in Solar & Smart Lighting Design',
  },
];

export type TrainingPageText = {
  hero: PageHero;
  registerLabel: string;
  priceNote: string;
};

export const trainingPage: TrainingPageText = {
  hero: {
    title: 'Training Programs',
    subtitle:
      'Practical courses for engineers, technicians and operators who plan, install and run smart infrastructure.',
    image: heroImage(
      'training',
      'Trainer presenting to a class of engineers in a bright training room',
    ),
  },
  registerLabel: 'Register Now',
  priceNote: 'per participant',
};

export const trainingMeta: PageMeta = {
  title: trainingPage.hero.title,
  description:
    'Hands-on courses in intelligent transport systems, traffic signal installation and maintenance, CCTV video analytics and solar street lighting design, with online registration.',
  image: trainingPage.hero.image,
};
