import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { seededItems } from '../test/content-items.ts';
import {
  courseLd,
  jobPostingLd,
  jsonLdDocument,
  mediaObjectLd,
} from './content-structured-data.ts';

const origin = 'https://www.kilima.example';

describe('structured data of the content types', () => {
  it('describes an open job as a JobPosting with its dates, type, employer and place', () => {
    const job = { ...seededItems('jobs')[0]!, status: 'open' as const, closesAt: '2026-12-31' };
    expect(jobPostingLd(origin, company, job)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Software Engineer',
      description: `${job.description}\n\n${job.details}`,
      datePosted: job.createdAt.slice(0, 10),
      validThrough: '2026-12-31T23:59:59+03:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: company.name,
        sameAs: `${origin}/`,
        logo: `${origin}/images/og/logo-512.png`,
      },
      jobLocation: {
        '@type': 'Place',
        name: 'Nairobi, Kenya',
        address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
      },
      url: `${origin}/career-details/1`,
    });
    expect(jobPostingLd(origin, company, { ...job, closesAt: null })).not.toHaveProperty(
      'validThrough',
    );
  });

  it('describes a course with one CourseInstance per session given, priced in KES', () => {
    const course = seededItems('courses')[0]!;
    const session = { ...course.sessions[0]!, startDate: '2099-03-02', endDate: '2099-03-06' };
    const ld = courseLd(origin, company, course, [session]);
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: course.title,
      provider: { '@type': 'Organization', name: company.name },
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: '2099-03-02',
          endDate: '2099-03-06',
          location: { '@type': 'Place', name: 'Nairobi' },
          offers: { '@type': 'Offer', price: 45000, priceCurrency: 'KES' },
        },
      ],
    });
    expect(courseLd(origin, company, course, []).hasCourseInstance).toEqual([]);
  });

  it('describes a picture as an ImageObject and a video as a VideoObject, several as one graph', () => {
    const [picture, other] = seededItems('media');
    const image = mediaObjectLd(origin, picture!);
    expect(image).toMatchObject({
      '@type': 'ImageObject',
      name: picture!.title,
      contentUrl: `${origin}${picture!.image.src}`,
      dateCreated: '2024-12',
    });
    const video = mediaObjectLd(origin, {
      ...other!,
      kind: 'video',
      videoUrl: '/uploads/0123456789abcdef0123456789abcdef.mp4',
    });
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: `${origin}/uploads/0123456789abcdef0123456789abcdef.mp4`,
      thumbnailUrl: `${origin}${other!.image.src}`,
      uploadDate: '2024-12-01',
    });
    expect(jsonLdDocument([image])).toBe(image);
    expect(jsonLdDocument([image, video])).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        expect.objectContaining({ '@type': 'ImageObject' }),
        expect.objectContaining({ '@type': 'VideoObject' }),
      ],
    });
  });
});
