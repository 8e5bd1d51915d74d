import { newsletterSignedUpMessage } from '@site/shared/lead-messages';

/** The words of the blog pages (docs/product.md §2, §4, §8). The posts themselves are data too:
 * packages/shared/src/built-in-posts.ts and the server. */
export const blogListCopy = {
  pageTitle: 'Blog',
  description:
    'Articles on intelligent transport systems, traffic control, cybersecurity and solar street lighting for counties and road authorities in Kenya.',
  hero: {
    eyebrow: 'Insights',
    title: 'Our Blog',
    subtitle:
      'Practical articles on intelligent transport, cybersecurity and solar street lighting for the people who run Kenya’s roads and towns.',
  },
  search: { label: 'Search articles', placeholder: 'Search by title, summary or category' },
  category: { label: 'Category' },
  listHeading: 'Articles',
  loading: 'Loading blog posts...',
  loadMore: 'Load More Articles',
  showing: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? 'article' : 'articles'}`,
  /** A page of the list past the first (`/blog?page=N`, decision 042). */
  numberedTitle: (page: number) => `Blog, page ${page}`,
  showingRange: (first: number, last: number, total: number) =>
    `Showing ${first === last ? first : `${first}–${last}`} of ${total} ${total === 1 ? 'article' : 'articles'}`,
  pages: {
    label: 'Blog pages',
    previous: 'Previous page',
    next: 'Next page',
    position: (page: number, last: number) => `Page ${page} of ${last}`,
  },
  empty: {
    title: 'No articles found',
    nonePublished: 'No blog posts have been published yet. Check back later!',
    filtered: 'Try adjusting your search terms or category filter.',
  },
  readMore: 'Read article',
} as const;

export const newsletterCopy = {
  title: 'Stay Updated',
  text: 'Get our latest articles on smart infrastructure in your inbox.',
  label: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  missing: 'Please enter your e-mail address.',
  invalid: 'Please enter a valid e-mail address, like name@example.com.',
  sending: 'Subscribing…',
  subscribed: newsletterSignedUpMessage,
} as const;

export const blogPostCopy = {
  back: 'Back to Blog',
  loading: 'Loading blog post...',
  by: 'By',
  tagsHeading: 'Tags',
  notFound: {
    title: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    back: 'Back to Blog',
  },
} as const;
