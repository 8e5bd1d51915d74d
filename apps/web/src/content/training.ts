/** Training programs (docs/product.md §2 Training programs, §9 prices, durations, participants, levels). */
import type { PageHero, PageMeta } from './common.ts';
import { heroImage } from './image-asset.ts';

export type TrainingPageText = {
  hero: PageHero;
  registerLabel: string;
  priceNote: string;
  /** The date shown for a course whose dated sessions are all past. */
  toBeAnnounced: string;
  /** After the number of places in the next session: '20 seats'. */
  seatsLabel: string;
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
  toBeAnnounced: 'Next session to be announced',
  seatsLabel: 'seats',
};

export const trainingMeta: PageMeta = {
  title: trainingPage.hero.title,
  description:
    'Hands-on courses in intelligent transport systems, traffic signal installation and maintenance, CCTV video analytics and solar street lighting design, with online registration.',
  image: trainingPage.hero.image,
};
