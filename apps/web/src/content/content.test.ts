import { isSiteLink, PROJECT_IDS, SAMPLE_JOB_IDS, SERVICE_KEYS } from '@site/shared/site-routes';
import { SAMPLE_ROLE_IDS } from '@site/shared/content-pages';
import { CONTENT_TYPE_NAMES } from '@site/shared/content-types';
import { describe, expect, it } from 'vitest';
import { formatMonth } from '../lib/format-date.ts';
import { seededItems } from '../test/content-items.ts';
import * as about from './about.ts';
import * as careers from './careers.ts';
import * as contact from './contact.ts';
import * as docs from './docs.ts';
import * as home from './home.ts';
import * as homeSections from './home-sections.ts';
import * as languages from './languages.ts';
import * as legal from './legal.ts';
import * as media from './media.ts';
import * as footer from './footer.ts';
import * as navigation from './navigation.ts';
import * as partners from './partners.ts';
import * as products from './products.ts';
import * as projects from './projects.ts';
import * as searchIndex from './search-index.ts';
import * as services from './services.ts';
import * as training from './training.ts';

/** Paths of everything shipped under public/images and public/files, as the site serves them. */
const shipped = new Set(
  Object.keys(import.meta.glob(['../../public/images/**/*', '../../public/files/**/*'])).map(
    (key) => key.replace('../../public', ''),
  ),
);

type Found = {
  images: { src: string; alt: string; width?: number; height?: number }[];
  sources: string[];
  links: string[];
};

function walk(
  value: unknown,
  found: Found = { images: [], sources: [], links: [] },
  seen = new Set<object>(),
): Found {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string') found.sources.push(record.src);
  if (typeof record.src === 'string' && typeof record.alt === 'string') {
    found.images.push(record as Found['images'][number]);
  }
  for (const [key, child] of Object.entries(record)) {
    if (typeof child === 'string' && ['to', 'href', 'link', 'file'].includes(key))
      found.links.push(child);
    else walk(child, found, seen);
  }
  return found;
}

const seededProjects = seededItems('projects');

const allContent = [
  about,
  careers,
  contact,
  docs,
  home,
  homeSections,
  languages,
  legal,
  media,
  navigation,
  partners,
  products,
  projects,
  searchIndex,
  services,
  training,
  ...CONTENT_TYPE_NAMES.map((type) => seededItems(type)),
];

describe('search index', () => {
  const { searchIndex: entries, searchEntries, searchTips } = searchIndex;

  it('has the 17 entries of docs/product.md §3', () => {
    expect(entries).toHaveLength(17);
    const titles = (type: string) =>
      entries.filter((entry) => entry.type === type).map((entry) => entry.title);
    expect(titles('project')).toEqual([
      'Nairobi BRT System',
      'Mombasa Traffic Control',
      'Kisumu Street Lighting',
      'Nakuru Security Systems',
      'Eldoret Solar Solutions',
    ]);
    expect(titles('product')).toEqual([
      'Traffic Controllers',
      'Signal Heads',
      'Video Detection Cameras',
      'Glass Beads',
    ]);
    expect(titles('service')).toHaveLength(4);
    expect(titles('page')).toEqual(['About Us', 'Contact', 'Media', 'Careers']);
  });

  it('links projects to existing project pages and products to category anchors', () => {
    for (const entry of entries.filter((e) => e.type === 'project')) {
      const project = seededProjects.find((p) => p.id === entry.href.replace('/projects/', ''));
      expect(project?.title).toBe(entry.title);
    }
    for (const entry of entries.filter((e) => e.type === 'product')) {
      expect(products.findProductCategory(entry.href.replace('/products#', ''))).toBeDefined();
    }
  });

  it('matches case-insensitively on title, description or category, and not on a blank query', () => {
    expect(searchEntries('')).toEqual([]);
    expect(searchEntries('   ')).toEqual([]);
    expect(searchEntries('KISUMU').map((e) => e.title)).toContain('Kisumu Street Lighting');
    expect(searchEntries('services').every((e) => e.type === 'service')).toBe(true);
    expect(searchEntries('zzzz')).toEqual([]);
    expect(searchTips).toEqual(expect.arrayContaining(['traffic', 'lighting', 'security']));
  });
});

describe('languages', () => {
  it('lists every code of docs/product.md §3 with six dictionaries and Arabic right-to-left', () => {
    const codes = languages.languages.map((language) => language.code);
    expect(codes).toEqual([
      'en',
      'zh',
      'zh-TW',
      'ja',
      'ko',
      'fr',
      'es',
      'de',
      'it',
      'pt',
      'ru',
      'nl',
      'sv',
      'da',
      'no',
      'fi',
      'pl',
      'tr',
      'ar',
      'hi',
      'sw',
    ]);
    expect(
      languages.languages
        .filter((l) => l.hasDictionary)
        .map((l) => l.code)
        .sort(),
    ).toEqual(['en', 'fr', 'ja', 'ko', 'sw', 'zh']);
    expect(languages.languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(languages.defaultLanguageCode).toBe('en');
    expect(languages.languages.every((l) => l.name && l.flag)).toBe(true);
  });
});

describe('media (the seeded items)', () => {
  const items = seededItems('media');

  it('has the twelve items of docs/product.md §3', () => {
    expect(items).toHaveLength(12);
    expect(new Set(items.map((item) => item.id)).size).toBe(12);
    expect(items.filter((item) => item.title.startsWith('End of Year Celebration'))).toHaveLength(
      5,
    );
    expect(items.filter((item) => item.category === 'events')).toHaveLength(6);
    expect(items.filter((item) => item.category === 'projects')).toHaveLength(4);
    expect(items.filter((item) => item.category === 'team')).toHaveLength(2);
    expect(items.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'Cocktail Networking Evening',
        'Kisumu Project Site',
        'Project Implementation',
        'Lodwar Infrastructure',
        'Main Project Showcase',
        'Team Collaboration',
        'Professional Development',
      ]),
    );
    expect(items.every((item) => /^[A-Z][a-z]+ \d{4}$/.test(formatMonth(item.date)))).toBe(true);
  });

  it('keeps the displayed labels 8, 3, 3, 2 and the impact stats', () => {
    expect(media.galleryCategories.map((c) => [c.id, c.name, c.count])).toEqual([
      ['all', 'All Media', 8],
      ['events', 'Company Events', 3],
      ['projects', 'Project Showcase', 3],
      ['team', 'Team & Culture', 2],
    ]);
    expect(media.mediaImpactStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '8+ Media Items',
      '3 Company Events',
      '3 Project Showcases',
      '2 Team Photos',
    ]);
    expect(media.filterMedia(items, 'all')).toHaveLength(12);
    expect(media.filterMedia(items, 'team')).toHaveLength(2);
  });
});

describe('projects (the seeded items)', () => {
  it('has exactly the project ids of docs/product.md §3 in the six categories', () => {
    expect(seededProjects.map((p) => p.id).sort()).toEqual([
      'its-1',
      'junction-1',
      'lighting-1',
      'lighting-2',
      'lighting-3',
      'lighting-4',
      'security-1',
      'solar-1',
      'traffic-1',
      'traffic-2',
      'traffic-3',
    ]);
    expect(seededProjects.map((p) => p.id).sort()).toEqual([...PROJECT_IDS].sort());
    expect(Object.keys(projects.servicePages).sort()).toEqual([...SERVICE_KEYS].sort());
    expect(seededItems('jobs').map((job) => Number(job.id))).toEqual([...SAMPLE_JOB_IDS]);
    expect(projects.projectCategories.map((c) => c.key)).toEqual([
      'its',
      'streetlighting',
      'security',
      'solar',
      'traffic',
      'junction',
    ]);
    for (const project of seededProjects) {
      expect(project.images.length).toBeGreaterThanOrEqual(2);
      expect(project.images.length).toBeLessThanOrEqual(3);
      expect(project.scopeOfWork.length).toBeGreaterThan(0);
      expect(projects.findProjectCategory(project.category)).toBeDefined();
    }
  });

  it('finds projects and up to three related ones from the same category', () => {
    const byId = (id: string) => seededProjects.find((p) => p.id === id)!;
    expect(byId('its-1').title).toBe('Nairobi BRT System');
    const related = projects.relatedProjects(seededProjects, byId('lighting-1'));
    expect(related.map((p) => p.id)).toEqual(['lighting-2', 'lighting-3', 'lighting-4']);
    expect(projects.relatedProjects(seededProjects, byId('lighting-2'), 2)).toHaveLength(2);
    expect(projects.relatedProjects(seededProjects, byId('its-1'))).toEqual([]);
  });

  it('carries the stats and the fixed impact block of docs/product.md §9', () => {
    expect(projects.projectStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '50+ Projects Completed',
      '10+ Cities Served',
      '40% Traffic Reduction',
      '60% Energy Savings',
    ]);
    for (const project of seededProjects)
      expect(project.impact.map((s) => `${s.label} ${s.value}`)).toEqual([
        'Traffic Efficiency +35%',
        'Safety Improvement +28%',
        'Energy Savings +42%',
      ]);
    expect(projects.projectStatus).toBe('Completed');
    expect(projects.projectsPage.notFound.title).toBe('Project Not Found');
  });

  it('gives its, security and streetlighting one traffic tagline and solar its own', () => {
    const { its, security, streetlighting, solar } = projects.servicePages;
    expect(security.tagline).toBe(its.tagline);
    expect(streetlighting.tagline).toBe(its.tagline);
    expect(its.tagline.toLowerCase()).toContain('traffic');
    expect(solar.tagline).not.toBe(its.tagline);
    expect(solar.tagline.toLowerCase()).toContain('solar');
    expect(projects.projectsForService(seededProjects, 'streetlighting').map((p) => p.id)).toEqual([
      'lighting-1',
      'lighting-2',
      'lighting-3',
      'lighting-4',
    ]);
    expect(projects.projectsForService(seededProjects, 'solar').map((p) => p.id)).toEqual([
      'solar-1',
    ]);
    expect(projects.portfolioSections.map((s) => s.id)).toEqual([
      'brt',
      'traffic',
      'smart-cities',
      'government',
    ]);
  });
});

describe('products', () => {
  it('has the categories and products of docs/product.md §3, defaulting to traffic controllers', () => {
    expect(products.defaultProductCategoryId).toBe('traffic-controllers');
    expect(products.productCategories.map((c) => c.id)).toEqual([
      'traffic-controllers',
      'signal-heads',
      'video-detection',
      'glass-beads',
      'cctv',
      'solar',
    ]);
    const names = (id: string) =>
      products.findProductCategory(id)?.products.map((p) => p.name) ?? [];
    expect(names('traffic-controllers')).toHaveLength(2);
    expect(names('traffic-controllers').every((name) => name.startsWith('ITC-2 Mini'))).toBe(true);
    expect(names('signal-heads')).toHaveLength(8);
    for (const name of ['FUTURA', 'MONDIAL', 'MINI-SIGNAL', 'ALUSTAR', 'FUTURIT'])
      expect(names('signal-heads')).toContain(name);
    expect(names('video-detection')).toHaveLength(3);
    expect(names('glass-beads').map((n) => n.split(' ')[0])).toEqual([
      'Megalux',
      'Swarcoflex',
      'Swarcolux',
      'Plus9',
      'Airport',
    ]);
    const ids = products.productCategories.flatMap((c) => c.products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      products.productCategories.every((c) => c.products.every((p) => p.features.length > 0)),
    ).toBe(true);
  });
});

describe('training (the seeded courses)', () => {
  it('has four 2025 courses with the prices, durations and sizes of docs/product.md §9', () => {
    const courses = seededItems('courses');
    expect(
      courses.map((c) => [
        c.sessions.map((s) => s.priceKsh),
        c.duration,
        c.participants,
        c.level,
        c.sessions.map((s) => s.location),
      ]),
    ).toEqual([
      [[45000], '5 days', '15-20 participants', 'Beginner to Intermediate', ['Nairobi']],
      [[32000], '3 days', '12-15 participants', 'Intermediate', ['Mombasa']],
      [[38000], '4 days', '10-12 participants', 'Advanced', ['Kisumu']],
      [[42000], '4 days', '15-18 participants', 'Beginner to Advanced', ['Nakuru']],
    ]);
    expect(courses.every((c) => c.sessions.every((s) => s.startDate.startsWith('2025-')))).toBe(
      true,
    );
    expect(courses.every((c) => c.topics.length > 0 && c.certification)).toBe(true);
  });
});

describe('documents (the seeded items)', () => {
  it('has four categories with sizes from 1.8 MB to 67 MB', () => {
    expect(docs.documentSections).toHaveLength(4);
    const items = seededItems('documents');
    expect(new Set(items.map((item) => item.category))).toEqual(
      new Set(docs.documentSections.map((section) => section.id)),
    );
    const sizes = items.map((item) => docs.sizeInMegabytes(item.size));
    expect(Math.min(...sizes)).toBe(1.8);
    expect(Math.max(...sizes)).toBe(67);
    expect(
      items.every((item) =>
        item.fileType === 'PDF' ? item.url.endsWith('.pdf') : item.url.endsWith('.mp4'),
      ),
    ).toBe(true);
    for (const item of items) expect(shipped, item.url).toContain(item.url);
  });
});

describe('about and home', () => {
  it('has the about strip, team, providers, testimonials and closing call to action', () => {
    expect(about.aboutHero.title).toBe('Dedication');
    expect(about.dedication.heading).toBe('Our dedication, your achievement');
    expect(about.aboutStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '125 Professionals',
      '12 Years of Experience',
      '162 Partners',
      '37 Awards',
    ]);
    expect(about.leadershipTeam.map((m) => m.role)).toEqual([
      'Chief Executive Officer',
      'Technical Director',
      'Director of Operations',
      'Project Manager',
    ]);
    expect(about.technologyProviders).toHaveLength(5);
    expect(about.productProviders).toHaveLength(7);
    expect(about.coreServices.map((s) => s.features.length)).toEqual([4, 4, 4]);
    expect(about.testimonials).toHaveLength(2);
    expect(about.testimonials.some((t) => t.text.includes('60%'))).toBe(true);
    expect([
      about.aboutCta.heading,
      about.aboutCta.primary.label,
      about.aboutCta.secondary.label,
    ]).toEqual(['Ready to Transform Your City?', 'Start Your Project', 'Download Brochure']);
  });

  it('has the home cards, news and stats', () => {
    expect(homeSections.businessServices.cards.map((c) => [c.title, c.link])).toEqual([
      ['Intelligent Transport Systems', '/services/its'],
      ['Advanced Security Solutions', '/services/security'],
      ['Solar Energy Solutions', '/services/solar'],
    ]);
    expect(homeSections.latestNews.items.map((n) => [n.date, n.link])).toEqual([
      ['15 Jan 2025', '/media'],
      ['10 Jan 2025', '/media'],
    ]);
    expect(homeSections.homeStats.map((s) => s.value)).toEqual([
      '4.9/5',
      '12+',
      '50+',
      '15+',
      '2012',
    ]);
    expect(home.homeHero.subtitle).toBe('Innovative Engineering Solutions');
  });
});

describe('careers, partners, legal and navigation', () => {
  it('has the careers content of docs/product.md §2', () => {
    expect(careers.values.map((v) => v.title)).toEqual([
      'Integrity',
      'Collaboration',
      'Innovation',
      'Customer Success',
    ]);
    expect(careers.applicationSteps.map((s) => s.title)).toEqual([
      'Submit Application',
      'HR Screening',
      'Skills Interview',
      'Culture Fit Interview',
      'Offer & Onboarding',
    ]);
    // The seeded sample jobs: closed, so the openings list starts empty.
    const jobs = seededItems('jobs');
    expect(jobs.map((j) => [j.id, j.title, j.status])).toEqual([
      ['1', 'Software Engineer', 'closed'],
      ['2', 'UI/UX Designer', 'closed'],
      ['3', 'Project Manager', 'closed'],
    ]);
    expect(
      jobs.every((j) => j.location.startsWith('Nairobi') && j.responsibilities.length > 0),
    ).toBe(true);
    expect(jobs.map((j) => j.id)).toEqual([...SAMPLE_ROLE_IDS]);
    expect(careers.jobDetailPage.notFound.back.to).toBe('/careers');
  });

  it('has four partners with external links and the legal dates', () => {
    expect(partners.partners).toHaveLength(4);
    expect(
      partners.partners.every(
        (p) => p.link.startsWith('https://') && p.link.includes('example.com'),
      ),
    ).toBe(true);
    expect(legal.privacyPolicy.lastUpdated).toBe('January 15, 2025');
    expect(legal.termsOfService.lastUpdated).toBe('January 15, 2025');
    expect(JSON.stringify(legal.privacyPolicy)).toContain('Data Protection Act, 2019');
  });

  it('has the header menus, footer columns and social links', () => {
    expect(navigation.headerNav.map((item) => item.label)).toEqual([
      'Solutions',
      'Products',
      'Projects',
      'About Us',
      'Blog',
      'Career',
    ]);
    const projectsMenu = navigation.headerNav.find((item) => item.id === 'projects');
    expect(projectsMenu?.kind === 'menu' && projectsMenu.columns).toHaveLength(2);
    expect(footer.footerColumns.map((c) => c.id)).toEqual([
      'company',
      'services',
      'projects',
      'support',
    ]);
    expect(footer.socialLinks.map((s) => s.label)).toEqual([
      'LinkedIn',
      'Twitter',
      'Facebook',
      'Instagram',
    ]);
  });
});

describe('assets', () => {
  const { images, sources, links } = walk(allContent);

  it('ships every referenced image with alt text and a size', () => {
    expect(images.length).toBeGreaterThan(50);
    for (const image of images) {
      expect(shipped, image.src).toContain(image.src);
      expect(image.alt.trim().length, image.src).toBeGreaterThan(3);
      if (image.src.endsWith('.webp')) expect(image.width && image.height, image.src).toBeTruthy();
    }
    // Variants and video sources too.
    for (const src of sources) expect(shipped, src).toContain(src);
  });

  it('ships every downloadable file and links only to known routes', () => {
    for (const link of links) {
      if (link.startsWith('/files/')) expect(shipped, link).toContain(link);
      else if (link.startsWith('/')) expect(isSiteLink(link), link).toBe(true);
      else expect(link, link).toMatch(/^https:\/\//);
    }
    for (const link of links.filter((l) => l.startsWith('/projects/')))
      expect(
        seededProjects.find((p) => p.id === link.slice('/projects/'.length)),
        link,
      ).toBeDefined();
  });
});
