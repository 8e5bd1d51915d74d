import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { breadcrumb } from '../test/document-head.ts';
import type { HeadMeta } from './page-metadata.ts';
import { pageMetadata } from './page-metadata.ts';

const origin = 'https://site.example';
const tags = (meta: readonly HeadMeta[]) =>
  meta.map((tag) => ['name' in tag ? tag.name : tag.property, tag.content]);

describe('page metadata', () => {
  it('gives a page its title, canonical twin URL, Open Graph and Twitter tags and breadcrumbs', () => {
    const head = pageMetadata(
      {
        title: 'About Us',
        description: 'Who we are.',
        path: '/about',
        image: { src: '/images/hero/about-1600.webp', alt: 'A street', width: 1600, height: 900 },
      },
      origin,
      company,
    );
    expect(head.title).toBe(`About Us | ${company.shortName}`);
    expect(head.description).toBe('Who we are.');
    expect(head.canonical).toBe('https://site.example/about');
    expect(tags(head.meta)).toEqual([
      ['og:type', 'website'],
      ['og:site_name', company.shortName],
      ['og:locale', 'en_GB'],
      ['og:title', 'About Us'],
      ['og:description', 'Who we are.'],
      ['og:url', 'https://site.example/about'],
      ['og:image', 'https://site.example/images/hero/about-1600.webp'],
      ['og:image:type', 'image/webp'],
      ['og:image:width', '1600'],
      ['og:image:height', '900'],
      ['og:image:alt', 'A street'],
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', 'About Us'],
      ['twitter:description', 'Who we are.'],
      ['twitter:image', 'https://site.example/images/hero/about-1600.webp'],
      ['twitter:image:alt', 'A street'],
    ]);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          breadcrumb(1, 'Home', 'https://site.example/'),
          breadcrumb(2, 'About Us', 'https://site.example/about'),
        ],
      },
    ]);
  });

  it('falls back to the branded JPEG picture and uses the social title when there is one', () => {
    const head = pageMetadata(
      { title: 'Home', socialTitle: 'Kilima: engineering', description: 'd', path: '/' },
      origin,
      company,
    );
    const meta = Object.fromEntries(tags(head.meta));
    expect(meta).toMatchObject({
      'og:title': 'Kilima: engineering',
      'twitter:title': 'Kilima: engineering',
      'og:image': 'https://site.example/images/og/default-1200x630.jpg',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(head.title).toBe(`Home | ${company.shortName}`);
    expect(head.canonical).toBe('https://site.example/');
  });

  it('gives the home page Organization and WebSite data and no breadcrumbs', () => {
    const head = pageMetadata({ title: 'Home', description: 'd', path: '/' }, origin, company);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('puts the parents between Home and the page', () => {
    const head = pageMetadata(
      {
        title: 'Nairobi BRT',
        description: 'd',
        path: '/projects/its-1',
        parents: [{ name: 'Projects', path: '/projects' }],
      },
      origin,
      company,
    );
    expect(head.jsonLd[0]?.itemListElement).toEqual([
      breadcrumb(1, 'Home', 'https://site.example/'),
      breadcrumb(2, 'Projects', 'https://site.example/projects'),
      breadcrumb(3, 'Nairobi BRT', 'https://site.example/projects/its-1'),
    ]);
  });

  it('makes a post an article with its dates, author, section and tags', () => {
    const head = pageMetadata(
      {
        title: 'Signals',
        description: 'About signals',
        path: '/blog/signals',
        image: { src: 'https://cdn.example/s.png', alt: 'Signals' },
        parents: [{ name: 'Blog', path: '/blog' }],
        article: {
          publishedTime: '2025-01-15',
          modifiedTime: '2025-02-01T10:00:00.000Z',
          author: 'Jane',
          section: 'ITS',
          tags: ['a', 'b'],
        },
      },
      origin,
      company,
    );
    const meta = tags(head.meta);
    expect(meta).toContainEqual(['og:type', 'article']);
    expect(meta).toContainEqual(['og:image', 'https://cdn.example/s.png']);
    expect(meta).toContainEqual(['og:image:type', 'image/png']);
    expect(meta.filter(([name]) => name === 'og:image:width')).toEqual([]);
    expect(meta.filter(([name]) => name?.startsWith('article:'))).toEqual([
      ['article:published_time', '2025-01-15'],
      ['article:modified_time', '2025-02-01T10:00:00.000Z'],
      ['article:author', 'Jane'],
      ['article:section', 'ITS'],
      ['article:tag', 'a'],
      ['article:tag', 'b'],
    ]);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(head.jsonLd[1]).toMatchObject({
      image: ['https://cdn.example/s.png'],
      url: 'https://site.example/blog/signals',
    });
  });

  it('keeps hidden pages out of search: noindex, no canonical, no previews, no structured data', () => {
    expect(
      pageMetadata(
        { title: 'Page not found', description: 'Gone.', noindex: true },
        origin,
        company,
      ),
    ).toEqual({
      title: `Page not found | ${company.shortName}`,
      description: 'Gone.',
      canonical: null,
      meta: [{ name: 'robots', content: 'noindex' }],
      jsonLd: [],
    });
  });
});
