/** A picture the seeded site has, for content written in tests. */
export const picture = {
  src: '/images/media/team-collaboration.webp',
  width: 800,
  height: 500,
  alt: 'A team',
};

/** A complete project as the portal sends it. */
export const projectPayload = (title: string, status: 'published' | 'draft') => ({
  category: 'solar',
  title,
  description: 'Solar-powered traffic signals.',
  overview: 'Signals that run off the grid.',
  achievements: ['No outages'],
  location: 'Garissa, Kenya',
  client: 'County Government of Garissa',
  images: [picture],
  features: ['Solar'],
  scopeOfWork: ['Design'],
  impact: [{ value: '+20%', label: 'Uptime' }],
  status,
});
