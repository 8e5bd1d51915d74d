/** Home page content above its fold: the hero and the page's head (docs/product.md §2 Home). The
 * sections below it are content/home-sections.ts, loaded with them after the take-over. */
import type { PageMeta } from './common.ts';
import { company } from './company.ts';
import type { ImageAsset } from './image-asset.ts';
import { heroImage } from './image-asset.ts';

export type VideoSource = {
  src: string;
  type: 'video/webm' | 'video/mp4';
};

export type HomeHero = {
  title: string;
  subtitle: string;
  /** Muted looping clip (docs/product.md §2 Home: full-screen looping muted hero video); webm first, mp4 fallback. */
  video: { sources: readonly VideoSource[]; width: number; height: number; label: string };
  /** Shown before the video plays and as the backdrop of the gradient fallback banner. */
  poster: ImageAsset;
};

export const homeHero: HomeHero = {
  title: company.name,
  subtitle: company.tagline,
  video: {
    sources: [
      { src: '/images/hero/home-loop.webm', type: 'video/webm' },
      { src: '/images/hero/home-loop.mp4', type: 'video/mp4' },
    ],
    width: 960,
    height: 540,
    label:
      'Animated aerial view of a signalised junction at dusk, with traffic moving in turn as the signals change',
  },
  poster: heroImage(
    'home-poster',
    'Aerial view of a signalised junction at dusk with queued and moving traffic',
  ),
};

export const homeMeta: PageMeta = {
  title: 'Home',
  socialTitle: `${company.shortName}: smart infrastructure engineering, Nairobi`,
  description:
    'Intelligent transport, traffic and junction control, smart street lighting, CCTV security and solar engineering from Nairobi, Kenya.',
  image: homeHero.poster,
};
