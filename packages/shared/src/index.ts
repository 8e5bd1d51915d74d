// This file and zod-in-browsers.ts are the package's only side effects (package.json `sideEffects`):
// a bundle keeps this import wherever it takes anything from the package's index, and drops the
// modules whose exports it does not use.
import './zod-in-browsers.ts';
export * from './envelope.ts';
export * from './blog.ts';
export * from './blog-list.ts';
export * from './auth.ts';
export * from './roles.ts';
export * from './permissions.ts';
export * from './accounts.ts';
export * from './admin-paths.ts';
export * from './two-factor.ts';
export * from './upload.ts';
export * from './config.ts';
export * from './translate.ts';
export * from './lead-limits.ts';
export * from './lead-fields.ts';
export * from './contact.ts';
export * from './newsletter.ts';
export * from './training-registration.ts';
export * from './content-field-meta.ts';
export * from './content-fields.ts';
export * from './jobs.ts';
export * from './courses.ts';
export * from './course-sessions.ts';
export * from './projects.ts';
export * from './media.ts';
export * from './documents.ts';
export * from './content-types.ts';
export * from './content-pages.ts';
export * from './dashboard.ts';
export * from './backups.ts';
export * from './redirects.ts';
export * from './upload-library.ts';
export * from './seo-fields.ts';
export * from './not-found.ts';
