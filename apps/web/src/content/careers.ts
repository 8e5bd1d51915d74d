/** Careers landing, job detail and job openings (docs/product.md §2 Careers, Job detail, Job openings). */
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

export type Job = {
  id: number;
  title: string;
  location: string;
  department: string;
  employmentType: string;
  description: string;
  details: string;
  responsibilities: readonly string[];
};

/** The three built-in sample jobs used by /career-details/{id} (docs/product.md §2). */
export const sampleJobs: readonly Job[] = [
  {
    id: 1,
    title: 'Software Engineer',
    location: 'Nairobi, Kenya',
    department: 'Engineering',
    employmentType: 'Full-time',
    description:
      'Build the software that monitors and manages our traffic, lighting and security systems.',
    details:
      'You will join the team that develops our central management platforms: web dashboards for traffic signals and street lights, integrations with cameras and sensors, and the data pipelines behind our reports. We work in TypeScript, Python and SQL, deploy to the cloud and on-premises, and care about reliability because our systems run 24/7. A degree in computer science or a related field and two or more years of professional experience are expected.',
    responsibilities: [
      'Design, build and test features for our monitoring and management platforms',
      'Integrate field devices such as controllers, cameras and lighting nodes over standard protocols',
      'Build dashboards and reports for clients and our operations team',
      'Review code, write documentation and improve our automated tests',
      'Support commissioning and troubleshoot issues with field engineers',
    ],
  },
  {
    id: 2,
    title: 'UI/UX Designer',
    location: 'Nairobi, Kenya',
    department: 'Product',
    employmentType: 'Full-time',
    description:
      'Design clear, accessible interfaces for control-room operators, engineers and the public.',
    details:
      'Operators watch our screens around the clock, and the public reads our signs and websites on the move. You will research how people use our products, design interfaces that make complex systems simple, and work closely with engineers to ship them. A portfolio showing user research, interaction design and visual design is required; experience with dashboards or data-heavy products is a plus.',
    responsibilities: [
      'Research the needs of operators, engineers and clients through interviews and site visits',
      'Create user flows, wireframes, prototypes and polished visual designs',
      'Maintain our design system and accessibility standards',
      'Test designs with users and iterate on feedback',
      'Work with software engineers through implementation and release',
    ],
  },
  {
    id: 3,
    title: 'Project Manager',
    location: 'Nairobi, Kenya',
    department: 'Projects',
    employmentType: 'Full-time',
    description:
      'Lead the delivery of intelligent transport, lighting, security and solar projects from kick-off to handover.',
    details:
      'You will run projects for county governments and road authorities: planning, budgets, procurement, subcontractors, site safety and client reporting. You will coordinate engineers and field crews, manage traffic during works and make sure every system is tested, documented and handed over properly. We look for an engineering degree, five or more years of infrastructure project experience and a recognised project management certification.',
    responsibilities: [
      'Plan projects, schedules, budgets and resources, and keep them on track',
      'Coordinate design, procurement, installation and commissioning teams',
      'Manage clients, consultants and subcontractors, and report progress',
      'Enforce health, safety and traffic management standards on site',
      'Manage risks, changes and quality through to handover and the defects period',
    ],
  },
];

export function findJob(id: number): Job | undefined {
  return sampleJobs.find((job) => job.id === id);
}

/** The openings list is always empty (docs/product.md §2 Job openings). */
export const currentOpenings: readonly Job[] = [];

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
  notFound: { title: string; text: string; back: LinkAction };
};

export const jobDetailPage: JobDetailPageText = {
  resumeNote: `To apply, send your resume and a short cover letter to ${company.hrEmail} with the job title in the subject line.`,
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
export function jobMeta(job: Job): PageMeta {
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
