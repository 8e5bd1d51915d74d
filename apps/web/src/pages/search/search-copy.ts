/** The words of the search page (decision 045). What a search finds, and what it says without a
 * match, are the overlay's (features/search/search-result.tsx). */
export const searchCopy = {
  pageTitle: 'Search',
  resultsTitle: (q: string) => `Search results for "${q}"`,
  description: 'Search our projects, products, services, company pages and blog posts.',
  hero: {
    eyebrow: 'Search',
    title: 'Search the site',
    subtitle: 'Find our projects, products, services, company pages and blog posts.',
  },
  form: {
    label: 'Search for',
    placeholder: 'Search projects, products, services...',
    submit: 'Search',
  },
  resultsHeading: 'Results',
  prompt: 'Type a word and press Search.',
  loadingPosts: 'Searching blog posts...',
  unlisted: (count: number) =>
    `${count} more matching ${count === 1 ? 'post is' : 'posts are'} on the blog.`,
  toBlog: 'Go to the blog',
  empty: { hint: 'Check the spelling, or try one of these:' },
} as const;
