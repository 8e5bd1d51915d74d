import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { breadcrumb } from '../test/document-head.ts';
import { absoluteUrl } from './absolute-url.ts';
import {
  blogPostingLd,
  breadcrumbLd,
  organizationLd,
  scriptJson,
  websiteLd,
} from './structured-data.ts';

const origin = 'https://site.example';

describe('absolute URLs', () => {
  it('put the origin before a site path and keep absolute URLs', () => {
    expect(absoluteUrl(origin, '/')).toBe('https://site.example/');
    expect(absoluteUrl(origin, '/uploads/x.jpg')).toBe('https://site.example/uploads/x.jpg');
    expect(absoluteUrl(origin, 'images/a.webp')).toBe('https://site.example/images/a.webp');
    expect(absoluteUrl(origin, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(absoluteUrl(origin, '//cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });
});

describe('structured data', () => {
  it('describes the company as an Organization with its address, logo and contacts', () => {
    const organization = organizationLd(origin, company);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://site.example/#organization',
      name: company.name,
      url: 'https://site.example/',
      logo: 'https://site.example/images/og/logo-512.png',
      foundingDate: String(company.founded),
    });
    // The locality and country come from the company's "Nairobi, Kenya".
    expect(organization.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: 'Nairobi',
      addressCountry: 'Kenya',
    });
    expect(organization.contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: company.email,
        telephone: company.phone,
      },
      { '@type': 'ContactPoint', contactType: 'human resources', email: company.hrEmail },
    ]);
  });

  it('names the WebSite and its publisher', () => {
    expect(websiteLd(origin, company)).toMatchObject({
      '@type': 'WebSite',
      name: company.shortName,
      url: 'https://site.example/',
      publisher: { '@id': 'https://site.example/#organization' },
    });
  });

  it('numbers the breadcrumb trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbLd(origin, [
        { name: 'Home', path: '/' },
        { name: 'Projects', path: '/projects' },
        { name: 'Nairobi BRT System', path: '/projects/its-1' },
      ]).itemListElement,
    ).toEqual([
      breadcrumb(1, 'Home', 'https://site.example/'),
      breadcrumb(2, 'Projects', 'https://site.example/projects'),
      breadcrumb(3, 'Nairobi BRT System', 'https://site.example/projects/its-1'),
    ]);
  });

  it('describes a post with its author, or the company when it names none, and leaves out a missing picture', () => {
    const post = {
      headline: 'Signals',
      description: 'About signals',
      url: 'https://site.example/blog/signals',
      datePublished: '2025-01-15',
      author: 'Jane Wanjiru',
    };
    expect(
      blogPostingLd(origin, company, {
        ...post,
        image: 'https://site.example/a.jpg',
        dateModified: '2025-02-01',
      }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      image: ['https://site.example/a.jpg'],
      datePublished: '2025-01-15',
      dateModified: '2025-02-01',
      author: { '@type': 'Person', name: 'Jane Wanjiru' },
      publisher: {
        '@type': 'Organization',
        logo: { '@type': 'ImageObject', url: 'https://site.example/images/og/logo-512.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://site.example/blog/signals' },
    });
    const anonymous = blogPostingLd(origin, company, { ...post, author: null });
    expect(anonymous).not.toHaveProperty('image');
    expect(anonymous).toMatchObject({
      dateModified: '2025-01-15',
      author: { '@type': 'Organization', name: company.name },
    });
  });

  it('escapes < so a title cannot close the script element', () => {
    const text = scriptJson({
      '@type': 'BlogPosting',
      headline: '</script><script>alert(1)</script> <!-- a < b',
    });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@type': 'BlogPosting',
      headline: '</script><script>alert(1)</script> <!-- a < b',
    });
  });
});
