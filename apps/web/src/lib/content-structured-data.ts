import type { Course, CourseSession, Job, MediaItem } from '@site/shared';
import type { CompanyIdentity } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import type {
  Course as CourseLd,
  CourseInstance,
  ImageObject,
  JobPosting,
  VideoObject,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from './absolute-url.ts';
import { logoImage } from './page-images.ts';
import type { JsonLd } from './structured-data.ts';

/** Structured data of the content types' pages (jobs, courses, media), beside structured-data.ts:
 * only the pages that show them load these builders, so the home page's first load does not grow. */

const CONTEXT = 'https://schema.org';

/** The company's offset from UTC as ISO writes it ('+03:00'): a day of its calendar ends there. */
const offsetOf = (company: CompanyIdentity) => {
  const minutes = Math.abs(company.utcOffsetMinutes);
  const sign = company.utcOffsetMinutes < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** JobPosting's employmentType values for the job page's labels. */
const EMPLOYMENT_TYPE: Readonly<Record<Job['employmentType'], string>> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
};

const organization = (origin: string, company: CompanyIdentity) =>
  ({
    '@type': 'Organization',
    name: company.name,
    sameAs: absoluteUrl(origin, paths.home),
    logo: absoluteUrl(origin, logoImage.src),
  }) as const;

/** A place named by its town ('Nairobi, Kenya' or 'Nairobi'), in Kenya unless it says otherwise. */
const placeOf = (location: string) => {
  const [locality = location, country = 'Kenya'] = location.split(',').map((part) => part.trim());
  return {
    '@type': 'Place',
    name: location,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressCountry: country === 'Kenya' ? 'KE' : country,
    },
  } as const;
};

/** An open job: what search engines show in their job listings. */
export function jobPostingLd(
  origin: string,
  company: CompanyIdentity,
  job: Pick<
    Job,
    | 'id'
    | 'title'
    | 'description'
    | 'details'
    | 'employmentType'
    | 'location'
    | 'closesAt'
    | 'createdAt'
  >,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.description}\n\n${job.details}`,
    datePosted: job.createdAt.slice(0, 10),
    ...(job.closesAt ? { validThrough: `${job.closesAt}T23:59:59${offsetOf(company)}` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: organization(origin, company),
    jobLocation: placeOf(job.location),
    url: absoluteUrl(origin, paths.careerDetails(job.id)),
  } satisfies WithContext<JobPosting>;
}

/** A course and its upcoming sessions, each a CourseInstance with its place, dates and price. */
export function courseLd(
  origin: string,
  company: CompanyIdentity,
  course: Pick<Course, 'title' | 'description' | 'image'>,
  sessions: readonly CourseSession[],
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.description,
    image: absoluteUrl(origin, course.image.src),
    provider: organization(origin, company),
    hasCourseInstance: sessions.map((session): CourseInstance => ({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      startDate: session.startDate,
      ...(session.endDate ? { endDate: session.endDate } : {}),
      location: placeOf(session.location),
      offers: {
        '@type': 'Offer',
        price: session.priceKsh,
        priceCurrency: 'KES',
        category: 'Paid',
        url: absoluteUrl(origin, paths.training),
      },
    })),
  } satisfies WithContext<CourseLd>;
}

/** A gallery item: an ImageObject, or a VideoObject with its poster frame. */
export function mediaObjectLd(origin: string, item: MediaItem): JsonLd {
  const common = {
    '@context': CONTEXT,
    name: item.title,
    description: item.description,
    contentLocation: placeOf(item.location),
  } as const;
  if (item.videoUrl)
    return {
      ...common,
      '@type': 'VideoObject',
      contentUrl: absoluteUrl(origin, item.videoUrl),
      thumbnailUrl: absoluteUrl(origin, item.image.src),
      // A month ('2024-12') is dated by its first day.
      uploadDate: item.date.length === 7 ? `${item.date}-01` : item.date,
    } satisfies WithContext<VideoObject>;
  return {
    ...common,
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(origin, item.image.src),
    width: String(item.image.width),
    height: String(item.image.height),
    caption: item.image.alt,
    dateCreated: item.date,
  } satisfies WithContext<ImageObject>;
}

/** What one JSON-LD script of a page holds: its one object, or several as a schema.org graph. */
export function jsonLdDocument(objects: readonly JsonLd[]): unknown {
  if (objects.length === 1) return objects[0];
  return {
    '@context': CONTEXT,
    '@graph': objects.map(({ '@context': _context, ...object }) => object),
  };
}
