import { projectCategories } from './projects.ts';

/** A project category's name as the site writes it ('solar' → 'Solar Energy Solutions'). */
export const projectCategoryName = (key: string | undefined) =>
  projectCategories.find((category) => category.key === key)?.name ?? '';
