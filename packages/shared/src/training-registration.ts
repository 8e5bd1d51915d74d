import { z } from 'zod';
import { namedLeadFormSchema, optionalText } from './lead-fields.ts';
import { LEAD_LIMITS, MAX_PARTICIPANTS } from './lead-limits.ts';

/** The courses of the Training page; a registration names one of them. */
export const TRAINING_COURSES = [
  'Intelligent Transport Systems Fundamentals',
  'Traffic Signal Installation & Maintenance',
  'CCTV & Video Analytics for Public Safety',
  'Solar & Smart Street Lighting Design',
] as const;
export type TrainingCourseTitle = (typeof TRAINING_COURSES)[number];

/** POST /api/training-registrations */
export const trainingRegistrationInputSchema = namedLeadFormSchema.extend({
  course: z.enum(TRAINING_COURSES, {
    error: 'course must be one of the courses on the Training page',
  }),
  organisation: optionalText('organisation', LEAD_LIMITS.organisation),
  participants: z.coerce
    .number({ error: 'participants is required' })
    .int('participants must be a whole number')
    .min(1, 'participants must be at least 1')
    .max(MAX_PARTICIPANTS, `participants must be at most ${MAX_PARTICIPANTS}`),
});
export type TrainingRegistrationInput = z.input<typeof trainingRegistrationInputSchema>;

export const trainingRegistrationSchema = z.object({
  id: z.string(),
  course: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  participants: z.number().int(),
  createdAt: z.string(),
});
export type TrainingRegistration = z.infer<typeof trainingRegistrationSchema>;
