import type { PageMeta } from './common.ts';

/** The page for an address the site does not have (docs/product.md §8). */
export const notFoundPage = {
  eyebrow: '404',
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
} as const;

export const notFoundMeta: PageMeta = { title: notFoundPage.title, description: notFoundPage.text };
