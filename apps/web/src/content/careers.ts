/** Careers landing, job detail and job openings (docs/product.md §2 Careers, Job detail, Job openings). */
import type { Job } from '@site/shared/jobs';
import { paths } from '@site/shared/site-routes';
import type { LinkAction, PageHero, PageMeta } from './common.ts';
import { company } from './company.ts';
import { heroImage } from './image-asset.ts';

export const careersHero: PageHero = {
  title: 'Build the Cities of Tomorrow With Us',
  subtitle:
    'Join engineers, technicians and project managers who design and run smart infrastructure across Kenya.',
  image: heroImage('careers', 'Colleagues planning a project together around a table with laptops'),
};

export type CareerTopic = {
  title: string;
  description: string;
};

export const values: readonly CareerTopic[] = [
  {
    title: 'Integrity',
    description:
      'We do what we say, report honestly and build systems we are proud to put our name on.',
  },
  {
    title: 'Collaboration',
    description:
      'Engineers, field crews and clients solve problems together, on site and in the office.',
  },
  {
    title: 'Innovation',
    description: 'We look for better ways to move people, light streets and keep communities safe.',
  },
  {
    title: 'Customer Success',
    description: 'Our work is finished when it keeps working for the people our clients serve.',
  },
];

export const benefits: readonly CareerTopic[] = [
  {
    title: 'Competitive Pay',
    description:
      'Salaries benchmarked against the market, reviewed every year, with performance bonuses.',
  },
  {
    title: 'Medical Cover',
    description: 'Comprehensive inpatient and outpatient cover for you and your family.',
  },
  {
    title: 'Learning Budget',
    description:
      'Paid certifications, courses and time to study, from signal control to project management.',
  },
  {
    title: 'Pension',
    description: 'Employer contributions to a registered pension scheme on top of NSSF.',
  },
  {
    title: 'Flexible Working',
    description: 'Flexible hours and hybrid working for office-based roles.',
  },
  {
    title: 'Real Impact',
    description:
      'Work on projects that change how people travel and live in cities across the region.',
  },
];

export const programs: readonly CareerTopic[] = [
  {
    title: 'Graduate Engineer Programme',
    description:
      'A two-year rotation through design, installation and operations, with a mentor and a path to professional registration.',
  },
  {
    title: 'Industrial Attachment',
    description:
      'Hands-on attachments for university and TVET students in electrical, civil and computer engineering.',
  },
  {
    title: 'Technical Certification',
    description:
      'Manufacturer training and certification on the controllers, cameras and lighting systems we install.',
  },
  {
    title: 'Leadership Development',
    description:
      'Coaching and project leadership training for engineers ready to lead teams and clients.',
  },
];

export type ApplicationStep = {
  step: number;
  title: string;
  description: string;
};

export const applicationSteps: readonly ApplicationStep[] = [
  {
    step: 1,
    title: 'Submit Application',
    description: `Send your CV and a short cover letter to ${company.hrEmail}, naming the role you are applying for.`,
  },
  {
    step: 2,
    title: 'HR Screening',
    description:
      'Our HR team reviews your application and calls you for a short conversation about your experience and goals.',
  },
  {
    step: 3,
    title: 'Skills Interview',
    description:
      'A technical interview with the team you would join, often with a practical exercise related to the role.',
  },
  {
    step: 4,
    title: 'Culture Fit Interview',
    description:
      'A conversation with leadership about our values, the way we work and what you are looking for.',
  },
  {
    step: 5,
    title: 'Offer & Onboarding',
    description:
      'We make an offer, agree your start date and welcome you with a structured onboarding plan.',
  },
];

/** What a job's page and card show of it (a job of the API, or one passed in navigation state). */
export type JobSummary = Pick<
  Job,
  'title' | 'location' | 'employmentType' | 'description' | 'details'
>;

export type CareersPageText = {
  intro: { heading: string; paragraphs: readonly string[] };
  openingsLink: LinkAction;
  valuesHeading: string;
  benefitsHeading: string;
  programsHeading: string;
  processHeading: string;
  rolesHeading: string;
  rolesText: string;
  contactHeading: string;
  contactText: string;
};

export const careersPage: CareersPageText = {
  intro: {
    heading: 'Why Work With Us',
    paragraphs: [
      `Since ${company.founded} we have delivered intelligent transport, smart street lighting, security and solar projects for public bodies and businesses from our base in ${company.location}.`,
      'Our people design, install and run systems that millions of people rely on every day. We invest in their skills, trust them with real responsibility and celebrate the results together.',
    ],
  },
  openingsLink: { label: 'View Current Openings', to: paths.jobOpenings },
  valuesHeading: 'Our Values',
  benefitsHeading: 'Benefits',
  programsHeading: 'Programs',
  processHeading: 'Application Process',
  rolesHeading: 'Roles We Hire For',
  rolesText:
    'These are the kinds of roles we recruit for. See Current Openings for the positions open right now.',
  contactHeading: 'Questions about working with us?',
  contactText: `Write to our HR team at ${company.hrEmail} or call ${company.phone}.`,
};

export type JobDetailPageText = {
  resumeNote: string;
  /** Said on the page of a job that is no longer open. */
  closedNotice: string;
  notFound: { title: string; text: string; back: LinkAction };
};

export const jobDetailPage: JobDetailPageText = {
  resumeNote: `To apply, send your resume and a short cover letter to ${company.hrEmail} with the job title in the subject line.`,
  closedNotice:
    'This position is closed: we are not hiring for it at the moment. You are welcome to send us your CV for future openings.',
  notFound: {
    title: 'Job not found',
    text: 'The position you are looking for does not exist or is no longer available.',
    back: { label: 'Back to Careers', to: paths.careers },
  },
};

export type JobOpeningsPageText = {
  title: string;
  emptyTitle: string;
  emptyText: string;
  back: LinkAction;
};

export const jobOpeningsPage: JobOpeningsPageText = {
  title: 'Current Openings',
  emptyTitle: 'No Open Roles',
  emptyText:
    'There are no positions available at the moment. Please check back soon, or send us your CV for future opportunities.',
  back: { label: 'Back to Careers', to: paths.career },
};

export const careerMeta: PageMeta = {
  title: 'Careers',
  description: `Build smart infrastructure in Kenya with ${company.shortName}: our values, benefits, graduate and attachment programmes, sample roles and how to apply.`,
  image: careersHero.image,
};

export const jobOpeningsMeta: PageMeta = {
  title: jobOpeningsPage.title,
  description: `Open positions at ${company.shortName} in Nairobi, and how to send your CV to our HR team for future engineering and project roles.`,
};

/** A job page's head: the role and what it is about. */
export function jobMeta(job: JobSummary): PageMeta {
  const facts = [job.employmentType, job.location].filter(Boolean).join(', ');
  return {
    title: job.title,
    description: `${job.title}${facts ? ` (${facts})` : ''}: ${job.description || job.details}`,
  };
}

export const jobNotFoundMeta: PageMeta = {
  title: jobDetailPage.notFound.title,
  description: jobDetailPage.notFound.text,
};
