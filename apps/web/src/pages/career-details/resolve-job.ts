import type { Job } from '@site/shared';

/** What the job page shows of a job: the API's job, or one passed in navigation state. */
export type ShownJob = Pick<
  Job,
  | 'id'
  | 'title'
  | 'location'
  | 'department'
  | 'employmentType'
  | 'description'
  | 'details'
  | 'responsibilities'
  | 'status'
>;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const optionalText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A job passed in router state (docs/product.md §2 Job detail), if it has every field the page shows;
 * its id as the address writes it. */
export function jobFromState(state: unknown): ShownJob | undefined {
  if (state === null || typeof state !== 'object' || !('job' in state)) return undefined;
  const job: unknown = state.job;
  if (job === null || typeof job !== 'object') return undefined;
  const record = job as Record<string, unknown>;
  const { id, title, location, details, responsibilities } = record;
  if (!(typeof id === 'number' && Number.isInteger(id)) && !isText(id)) return undefined;
  if (!isText(title) || !isText(location) || !isText(details)) return undefined;
  if (!Array.isArray(responsibilities) || !responsibilities.every(isText)) return undefined;
  return {
    id: String(id),
    title,
    location,
    details,
    responsibilities,
    description: optionalText(record.description),
    department: optionalText(record.department),
    employmentType: optionalText(record.employmentType) as Job['employmentType'],
    status: record.status === 'closed' ? 'closed' : 'open',
  };
}
