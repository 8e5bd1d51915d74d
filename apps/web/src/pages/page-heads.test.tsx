import { builtInPosts } from '@site/shared/built-in-posts';
import { company } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { aboutMeta } from '../content/about.ts';
import { careerMeta, jobMeta } from '../content/careers.ts';
import { homeMeta } from '../content/home.ts';
import { privacyPolicy } from '../content/legal.ts';
import { projectMeta } from '../content/projects.ts';
import { stubLayoutObservers, stubMatchMedia } from '../test/browser-stubs.ts';
import { jsonResponse, mockFetch } from '../test/mock-fetch.ts';
import { seedContentItem, seededItems, seedFreshInstall } from '../test/content-items.ts';
import { breadcrumb, readHead } from '../test/document-head.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { AboutPage } from './about/about-page.tsx';
import { BlogListPage } from './blog/blog-list-page.tsx';
import { BlogPostPage } from './blog/blog-post-page.tsx';
import { CareerDetailsPage } from './career-details/career-details-page.tsx';
import { CareerPage } from './career/career-page.tsx';
import { ContactPage } from './contact/contact-page.tsx';
import { DocsPage } from './docs/docs-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { JobOpeningsPage } from './job-openings/job-openings-page.tsx';
import { PrivacyPage } from './legal/privacy-page.tsx';
import { TermsPage } from './legal/terms-page.tsx';
import { MediaPage } from './media/media-page.tsx';
import { PartnersPage } from './partners/partners-page.tsx';
import { ProductsPage } from './products/products-page.tsx';
import { ProjectDetailPage } from './project-detail/project-detail-page.tsx';
import { ProjectsPage } from './projects/projects-page.tsx';
import { ServiceCategoryPage } from './service-category/service-category-page.tsx';
import { ServicesPage } from './services/services-page.tsx';
import { TrainingPage } from './training/training-page.tsx';

const pages: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/products': ProductsPage,
  '/projects': ProjectsPage,
  '/projects/:projectId': ProjectDetailPage,
  '/services': ServicesPage,
  '/services/:serviceKey': ServiceCategoryPage,
  '/contact': ContactPage,
  '/media': MediaPage,
  '/career': CareerPage,
  '/careers': CareerPage,
  '/career-details/:id': CareerDetailsPage,
  '/job-openings': JobOpeningsPage,
  '/docs': DocsPage,
  '/training': TrainingPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/blog': BlogListPage,
  '/blog/:slug': BlogPostPage,
  '/partners': PartnersPage,
  '*': NotFoundPage,
};

function renderSite(path: string) {
  const { location } = renderWithRouter(
    <Switch>
      {Object.entries(pages).map(([route, Component]) =>
        route === '*' ? (
          <Route key={route} component={Component} />
        ) : (
          <Route key={route} path={route} component={Component} />
        ),
      )}
    </Switch>,
    { path },
  );
  return location;
}

const origin = window.location.origin;
const post = builtInPosts[0]!;

beforeEach(() => {
  seedFreshInstall();
  vi.stubGlobal('scrollTo', vi.fn());
  // The projects page's carousel (embla) asks for media queries and observes sizes; jsdom has neither.
  stubMatchMedia();
  stubLayoutObservers();
  mockFetch({ 'GET /api/blogs': () => jsonResponse(200, { success: true, data: [] }) });
});

/** Exactly one of each head element a page must have, and every preview tag filled in. */
function expectOneCompleteHead() {
  const head = readHead();
  expect(head.titles).toHaveLength(1);
  expect(head.count('meta[name="description"]')).toBe(1);
  expect(head.count('link[rel="canonical"]')).toBe(1);
  expect(head.robots).toBeUndefined();
  for (const property of [
    'og:type',
    'og:site_name',
    'og:locale',
    'og:title',
    'og:description',
    'og:url',
    'og:image',
    'og:image:alt',
  ]) {
    expect(head.count(`meta[property="${property}"]`), property).toBe(1);
    expect(head.og(property), property).toBeTruthy();
  }
  for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
    expect(head.count(`meta[name="${name}"]`), name).toBe(1);
  }
  expect(head.og('og:url')).toBe(head.canonical);
  expect(head.canonical).not.toContain('#');
  expect(head.og('og:image')).toMatch(new RegExp(`^${origin}/`));
  expect(head.twitter('twitter:image')).toBe(head.og('og:image'));
  expect(head.og('og:description')).toBe(head.description);
  return head;
}

// Rendering whole pages in jsdom is slow on a busy machine.
describe('page heads', { timeout: 30_000 }, () => {
  it('home: its title, description, hero picture, and the Organization and WebSite', () => {
    renderSite('/');
    const head = expectOneCompleteHead();
    expect(document.title).toBe(`Home | ${company.shortName}`);
    expect(head).toMatchObject({ description: homeMeta.description, canonical: `${origin}/` });
    expect(head.og('og:type')).toBe('website');
    expect(head.og('og:locale')).toBe('en_GB');
    expect(head.og('og:site_name')).toBe(company.shortName);
    expect(head.og('og:image')).toBe(`${origin}/images/hero/home-poster-1600.webp`);
    expect(head.og('og:image:width')).toBe('1600');
    const [organization, website] = head.jsonLd();
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      url: `${origin}/`,
      logo: `${origin}/images/og/logo-512.png`,
      email: company.email,
      telephone: company.phone,
      address: { streetAddress: company.address },
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: company.shortName,
      url: `${origin}/`,
    });
    expect(head.jsonLd()).toHaveLength(2);
  });

  it('about: the description from the content and Home › About Us', () => {
    renderSite(paths.about);
    const head = expectOneCompleteHead();
    expect(document.title).toBe(`About Us | ${company.shortName}`);
    expect(head).toMatchObject({
      description: aboutMeta.description,
      canonical: `${origin}/about`,
    });
    expect(head.og('og:image')).toBe(`${origin}/images/hero/about-1600.webp`);
    expect(head.og('og:image:alt')).toBe(aboutMeta.image?.alt);
    expect(head.jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          breadcrumb(1, 'Home', `${origin}/`),
          breadcrumb(2, 'About Us', `${origin}/about`),
        ],
      },
    ]);
  });

  it('a project: its summary, its first picture and Home › Projects › the project', () => {
    const project = seededItems('projects').find((item) => item.id === 'its-1')!;
    renderSite(paths.project('its-1'));
    const head = expectOneCompleteHead();
    expect(document.title).toBe(`${project.title} | ${company.shortName}`);
    expect(head).toMatchObject({
      description: projectMeta(project).description,
      canonical: `${origin}/projects/its-1`,
    });
    expect(head.og('og:image')).toBe(`${origin}${project.images[0]!.src}`);
    expect(head.jsonLd()[0]?.itemListElement).toEqual([
      breadcrumb(1, 'Home', `${origin}/`),
      breadcrumb(2, 'Projects', `${origin}/projects`),
      breadcrumb(3, project.title, `${origin}/projects/its-1`),
    ]);
  });

  it('a job: its title and description, under Careers, with the branded picture', () => {
    const job = seededItems('jobs')[1]!;
    renderSite(paths.careerDetails(job.id));
    const head = expectOneCompleteHead();
    expect(document.title).toBe(`${job.title} | ${company.shortName}`);
    expect(head).toMatchObject({
      description: jobMeta(job).description,
      canonical: `${origin}/career-details/${job.id}`,
    });
    expect(head.description).toContain(job.description);
    expect(head.og('og:image')).toBe(`${origin}/images/og/default-1200x630.jpg`);
    expect(head.jsonLd()[0]?.itemListElement).toMatchObject([
      { name: 'Home' },
      { name: careerMeta.title, item: `${origin}/career` },
      { name: job.title },
    ]);
  });

  it('aliases point their canonical at the one address of the page', () => {
    renderSite('/services/street-lighting');
    expect(expectOneCompleteHead().canonical).toBe(`${origin}/services/streetlighting`);
  });

  it('the careers alias is canonically /career', () => {
    renderSite(paths.careers);
    expect(expectOneCompleteHead().canonical).toBe(`${origin}/career`);
  });

  it('every public page has a complete head with its own description', async () => {
    const descriptions = new Set<string>();
    const routes = [
      paths.home,
      paths.about,
      paths.products,
      paths.projects,
      paths.services,
      paths.service('solar'),
      paths.contact,
      paths.media,
      paths.career,
      paths.jobOpenings,
      paths.docs,
      paths.training,
      paths.privacy,
      paths.terms,
      paths.blog,
      paths.partners,
    ];
    const router = renderSite(routes[0]!);
    for (const route of routes) {
      act(() => router.navigate(route));
      const head = expectOneCompleteHead();
      expect(head.canonical).toBe(`${origin}${route}`);
      expect(head.description!.length, route).toBeGreaterThan(50);
      descriptions.add(head.description!);
    }
    expect(descriptions.size).toBe(routes.length);
  });

  it('the privacy policy has its own description and title', () => {
    renderSite(paths.privacy);
    const head = expectOneCompleteHead();
    expect(document.title).toBe(`Privacy Policy | ${company.shortName}`);
    expect(head.description).toBe(privacyPolicy.description);
  });

  it.each([
    ['/no-such-page', 'Page not found'],
    ['/projects/no-such-project', 'Project Not Found'],
    ['/career-details/99', 'Job not found'],
    ['/services/no-such-service', 'Page not found'],
  ])('%s is kept out of search: noindex and no canonical', (path, title) => {
    // What the API answers for these ids: nothing.
    seedContentItem('projects', 'no-such-project', null);
    seedContentItem('jobs', '99', null);
    renderSite(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const head = readHead();
    expect(head).toMatchObject({
      titles: [`${title} | ${company.shortName}`],
      robots: 'noindex',
      canonical: undefined,
    });
    expect(head.description).toBeTruthy();
    expect(head.count('meta[property^="og:"]')).toBe(0);
    expect(head.jsonLd()).toEqual([]);
  });

  it('moving between pages leaves one title, one description and one canonical, never a leftover', async () => {
    const router = renderSite(paths.home);
    for (const route of [
      paths.about,
      paths.project('its-1'),
      paths.blogPost(post.slug),
      '/no-such-page',
      paths.about,
      paths.home,
    ]) {
      act(() => router.navigate(route));
      const head = readHead();
      expect(head.titles, route).toHaveLength(1);
      expect(head.count('meta[name="description"]'), route).toBe(1);
      expect(head.count('link[rel="canonical"]'), route).toBe(route === '/no-such-page' ? 0 : 1);
      expect(head.count('meta[name="robots"]'), route).toBe(route === '/no-such-page' ? 1 : 0);
      expect(head.count('meta[property="og:title"]'), route).toBe(
        route === '/no-such-page' ? 0 : 1,
      );
    }
    expect(
      readHead()
        .jsonLd()
        .map((data) => data['@type']),
    ).toEqual(['Organization', 'WebSite']);
    expect(document.title).toBe(`Home | ${company.shortName}`);
  });
});
