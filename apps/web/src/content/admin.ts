import type { PageMeta } from '@site/web/content/common.ts';

/** The admin portal's head; the portal is kept out of search results. */
export const adminMeta: PageMeta = {
  title: 'Admin Portal',
  description:
    'Sign in to manage the blog, leads, messages, training registrations and newsletter subscribers.',
};
