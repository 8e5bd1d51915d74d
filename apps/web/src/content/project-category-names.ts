import { projectCategories } from './projects.ts';

/** Each project category's name as the site writes it, by key ('solar' → 'Solar Energy Solutions'). */
export const PROJECT_CATEGORY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  projectCategories.map((category) => [category.key, category.name]),
);

/** A project category's name as the site writes it; '' for an unknown key. */
export const projectCategoryName = (key: string | undefined) =>
  (key && PROJECT_CATEGORY_NAMES[key]) ?? '';
