/** The editable content types by name, in the portal's order, and each one's name in a list or the
 * portal's sidebar. No schema here (content-types.ts configures each type): the portal's first screen
 * reads these without loading the schemas. */
export const CONTENT_TYPE_NAMES = ['jobs', 'courses', 'projects', 'media', 'documents'] as const;
export type ContentTypeName = (typeof CONTENT_TYPE_NAMES)[number];

export const CONTENT_TYPE_PLURALS: Record<ContentTypeName, string> = {
  jobs: 'Jobs',
  courses: 'Courses',
  projects: 'Projects',
  media: 'Media',
  documents: 'Documents',
};
