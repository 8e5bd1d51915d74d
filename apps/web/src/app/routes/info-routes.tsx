import type { RouteObject } from 'react-router';
import { lazyPage } from './route-module.ts';

const careerPage = lazyPage(() => import('../../pages/career/career-page.tsx'));

/** Contact, media, careers, documentation, training and the legal pages. */
export const infoRoutes: RouteObject[] = [
  { path: 'contact', lazy: lazyPage(() => import('../../pages/contact/contact-page.tsx')) },
  { path: 'media', lazy: lazyPage(() => import('../../pages/media/media-page.tsx')) },
  { path: 'career', lazy: careerPage },
  // SPEC §2: the job-not-found page links back to /careers.
  { path: 'careers', lazy: careerPage },
  { path: 'career-details/:id', lazy: lazyPage(() => import('../../pages/career-details/career-details-page.tsx')) },
  { path: 'job-openings', lazy: lazyPage(() => import('../../pages/job-openings/job-openings-page.tsx')) },
  { path: 'docs', lazy: lazyPage(() => import('../../pages/docs/docs-page.tsx')) },
  { path: 'training', lazy: lazyPage(() => import('../../pages/training/training-page.tsx')) },
  { path: 'privacy', lazy: lazyPage(() => import('../../pages/legal/privacy-page.tsx')) },
  { path: 'terms', lazy: lazyPage(() => import('../../pages/legal/terms-page.tsx')) },
];
