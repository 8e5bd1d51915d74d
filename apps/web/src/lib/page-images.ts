import { company } from '@site/shared/company';

/** A picture a page head points at: a site path (`/images/...`, `/uploads/...`) or an absolute
 * URL; width and height when known. */
export type HeadImage = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
};

/** The branded link-preview picture for pages without a picture of their own (drawn by
 * scripts/images/og-images.mjs at the usual 1200x630 card size). JPEG, since some preview bots
 * skip WebP. */
export const defaultShareImage = {
  src: '/images/og/default-1200x630.jpg',
  alt: `${company.name}: ${company.tagline}`,
  width: 1200,
  height: 630,
} as const satisfies HeadImage;

/** The company mark as a square PNG, for the Organization's logo in structured data. */
export const logoImage = {
  src: '/images/og/logo-512.png',
  alt: `${company.shortName} logo`,
  width: 512,
  height: 512,
} as const satisfies HeadImage;
