import type { Job } from '../../content/careers.ts';
import { findJob } from '../../content/careers.ts';

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const optionalText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A job passed in router state, if it has every field the page shows. */
export function jobFromState(state: unknown): Job | undefined {
  if (state === null || typeof state !== 'object' || !('job' in state)) return undefined;
  const job: unknown = state.job;
  if (job === null || typeof job !== 'object') return undefined;
  const record = job as Record<string, unknown>;
  const { id, title, location, details, responsibilities } = record;
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  if (!isText(title) || !isText(location) || !isText(details)) return undefined;
  if (!Array.isArray(responsibilities) || !responsibilities.every(isText)) return undefined;
  return {
    id,
    title,
    location,
    details,
    responsibilities,
    description: optionalText(record.description),
    department: optionalText(record.department),
    employmentType: optionalText(record.employmentType),
  };
}

/** The job for /career-details/:id: the one in navigation state when it has that id, otherwise
 * one of the built-in sample jobs. Anything but a plain non-negative integer id finds nothing. */
export function resolveJob(idParam: string | undefined, state: unknown): Job | undefined {
  if (!idParam || !/^\d{1,9}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  const passed = jobFromState(state);
  return passed?.id === id ? passed : findJob(id);
}
