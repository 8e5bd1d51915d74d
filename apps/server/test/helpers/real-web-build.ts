import path from 'node:path';

/** The web app's real build, what `npm start` serves; `buildWebIfStale()` makes it when it is missing
 * or older than its sources (one build at a time, also across test workers). */
export const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
export { buildWebIfStale } from '../../../../scripts/lib/web-build.mjs';
