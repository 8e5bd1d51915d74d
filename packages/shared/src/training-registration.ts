import { z } from 'zod';
import { CONTENT_LIMITS } from './content-fields.ts';
import { namedLeadFormSchema, optionalText } from './lead-fields.ts';
import { LEAD_LIMITS, MAX_PARTICIPANTS } from './lead-limits.ts';

/** The titles of the seeded courses (migration 009). A registration names a published course by its
 * id or, as API clients did before courses were editable, by its title. */
export const TRAINING_COURSES = [
  'Intelligent Transport Systems Fundamentals',
  'Traffic Signal Installation & Maintenance',
  'CCTV & Video Analytics for Public Safety',
  'Solar & Smart Street Lighting Design',
] as const;
export type TrainingCourseTitle = (typeof TRAINING_COURSES)[number];

/** A registration naming no course the public may see (unknown, or a draft). */
export const UNKNOWN_COURSE_MESSAGE = 'course must be one of the courses on the Training page';
/** A registration naming a session that is not an upcoming session of its course. */
export const UNKNOWN_SESSION_MESSAGE =
  'sessionId must be one of the upcoming sessions of the course';

/** POST /api/training-registrations. `course`: a published course's id or its title; `sessionId`:
 * one of its upcoming sessions, by default the next one (none when all are past: the registration
 * is for the next session, to be announced). */
export const trainingRegistrationInputSchema = namedLeadFormSchema.extend({
  course: z
    .string({ error: UNKNOWN_COURSE_MESSAGE })
    .trim()
    .min(1, UNKNOWN_COURSE_MESSAGE)
    .max(CONTENT_LIMITS.title, UNKNOWN_COURSE_MESSAGE),
  /** A form's "next session" option sends an empty value: the same as leaving it out. */
  sessionId: z
    .string({ error: UNKNOWN_SESSION_MESSAGE })
    .max(CONTENT_LIMITS.id, UNKNOWN_SESSION_MESSAGE)
    .optional()
    .transform((id) => id || undefined),
  organisation: optionalText('organisation', LEAD_LIMITS.organisation),
  participants: z.coerce
    .number({ error: 'participants is required' })
    .int('participants must be a whole number')
    .min(1, 'participants must be at least 1')
    .max(MAX_PARTICIPANTS, `participants must be at most ${MAX_PARTICIPANTS}`),
});
export type TrainingRegistrationInput = z.input<typeof trainingRegistrationInputSchema>;

/** `GET /api/training-registrations/form?course=`: the course's registration form, without script. */
export const registrationFormQuerySchema = z.object({
  course: z.string({ error: 'course is required' }).min(1, 'course is required').max(200),
});

/** The session a registration is for, as it was when registering; null: the next session, to be
 * announced (every dated session of the course was past). */
export const registeredSessionSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  location: z.string(),
});
export type RegisteredSession = z.infer<typeof registeredSessionSchema>;

export const trainingRegistrationSchema = z.object({
  id: z.string(),
  /** The course's title when registering. */
  course: z.string(),
  /** Null only for registrations stored before courses were editable and not matched by title. */
  courseId: z.string().nullable(),
  session: registeredSessionSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  participants: z.number().int(),
  createdAt: z.string(),
});
export type TrainingRegistration = z.infer<typeof trainingRegistrationSchema>;

/** How the mail, the portal and the CSV name a registration's session. */
export const NEXT_SESSION_LABEL = 'Next session (date to be announced)';
export const sessionLabel = (session: RegisteredSession | null) =>
  session ? `${session.startDate}, ${session.location}` : NEXT_SESSION_LABEL;
