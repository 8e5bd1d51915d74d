import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { isPhone } from './fixtures/first-paint.ts';
import { expect, test } from './fixtures/test.ts';

const companyShortName = 'Kilima Smart Systems';

/** Opens a route of the hash router from a blank page (so a previous route never answers for it),
 * checks its single h1 and its document title, and returns its <main>. */
async function open(page: Page, path: string, heading: string | RegExp, title?: string) {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (title) await expect(page).toHaveTitle(`${title} | ${companyShortName}`);
  return main;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** Moves the page's clock (installed with `page.clock.install()`) on a tenth of a second at a time
 * until `read` answers something `done` accepts, for at most `limitMs` of page time. */
async function runClockUntil<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
) {
  let value = await read();
  for (let elapsed = 0; !done(value); elapsed += 100) {
    expect(elapsed, `still ${JSON.stringify(value)} after ${limitMs} ms`).toBeLessThan(limitMs);
    await page.clock.runFor(100);
    value = await read();
  }
}

async function currentDot(dots: Locator): Promise<number> {
  const states = await dots.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-current')),
  );
  return states.indexOf('true');
}

test.describe('company pages', () => {
  test('home: hero video, Business & Services, about block, stats and Latest News', async ({
    page,
  }) => {
    const main = await open(page, '/', 'Kilima Smart Systems Ltd', 'Home');
    await expect(main.getByText('Innovative Engineering Solutions')).toBeVisible();
    const video = main.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', /home-poster/);
    await expect(video).toHaveAttribute('preload', /none|metadata/);
    await expect(main.getByTestId('hero-video')).toBeVisible();

    const services = main.getByRole('region', { name: 'Business & Services' });
    const cards = services.getByRole('link');
    await expect(cards).toHaveCount(3);
    for (const [name, href] of [
      ['Intelligent Transport Systems', '#/services/its'],
      ['Advanced Security Solutions', '#/services/security'],
      ['Solar Energy Solutions', '#/services/solar'],
    ] as const) {
      await expect(services.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }
    for (const image of await services.getByRole('img').all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }

    await expect(main.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '#/about');
    for (const stat of ['4.9/5', '12+', '50+', '15+', '2012'])
      await expect(main.getByText(stat, { exact: true })).toBeVisible();

    const news = main.getByRole('region', { name: 'Latest News' });
    await expect(news.getByRole('article')).toHaveCount(2);
    await expect(news.getByRole('article').nth(0)).toContainText('15 Jan 2025');
    await expect(news.getByRole('article').nth(1)).toContainText('10 Jan 2025');
    for (const link of await news.getByRole('article').getByRole('link').all())
      await expect(link).toHaveAttribute('href', '#/media');
    await expect(news.getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '#/media',
    );
    await expect(news.getByRole('link', { name: 'Visit Our Blog' })).toHaveAttribute(
      'href',
      '#/blog',
    );
    await expectNoHorizontalScroll(page);
  });

  test(
    'home: a blocked hero video shows the gradient fallback banner',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.route('**/*.{mp4,webm}', (route) => route.abort());
      const main = await open(page, '/', 'Kilima Smart Systems Ltd');
      const banner = main.getByTestId('hero-fallback');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Kilima Smart Systems Ltd');
      await expect(banner).toContainText('Innovative Engineering Solutions');
      await expect(main.locator('video')).toHaveCount(0);
    },
  );

  test('about: dedication, stats strip, leadership, rippling provider logos and the closing call to action', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const main = await open(page, '/about', 'Dedication', 'About Us');
    await expect(
      main.getByRole('heading', { name: 'Our dedication, your achievement' }),
    ).toBeVisible();
    const strip = main.getByRole('region', { name: 'Company in numbers' });
    for (const [value, label] of [
      ['125', 'Professionals'],
      ['12', 'Years of Experience'],
      ['162', 'Partners'],
      ['37', 'Awards'],
    ] as const) {
      await expect(strip.getByText(label, { exact: true })).toBeVisible();
      await expect(strip.getByText(value, { exact: true })).toBeVisible();
    }

    const team = main.locator('#team');
    await expect(team.getByRole('heading', { name: 'Leadership Team' })).toBeVisible();
    await expect(team.getByRole('listitem')).toHaveCount(4);

    const technology = main.getByRole('list', { name: 'Our Technology Providers' });
    const product = main.getByRole('list', { name: 'Our Product Providers' });
    await expect(technology.getByRole('listitem')).toHaveCount(5);
    await expect(product.getByRole('listitem')).toHaveCount(7);
    // The ripple starts between 3 and 5 s after the page opens, then settles again.
    const ripple = () => technology.getAttribute('data-ripple');
    await runClockUntil(page, ripple, (state) => state === 'on', 6_000);
    await runClockUntil(page, ripple, (state) => state === 'off', 2_000);

    await expect(
      main.getByRole('heading', { name: 'Ready to Transform Your City?' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '#/contact?subject=Start+Your+Project',
    );
    const brochure = main.getByRole('link', { name: /Download Brochure/ });
    await expect(brochure).toHaveAttribute('download', '');
    const response = await request.get((await brochure.getAttribute('href')) ?? '');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expectNoHorizontalScroll(page);
  });

  test(
    'reduced motion: no autoplaying video, carousel or ripple',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      const home = await open(page, '/', 'Kilima Smart Systems Ltd');
      await expect(home.locator('video')).not.toHaveAttribute('autoplay');
      await expect(home.locator('video')).toHaveAttribute('preload', 'none');

      const about = await open(page, '/about', 'Dedication');
      const logos = about.getByRole('list', { name: 'Our Technology Providers' });
      await logos.evaluate((list) => {
        const mark = () =>
          list.getAttribute('data-ripple') === 'on' && list.setAttribute('data-rippled', 'yes');
        new MutationObserver(mark).observe(list, {
          attributes: true,
          attributeFilter: ['data-ripple'],
        });
      });
      await page.clock.runFor(5_500);
      await expect(logos).toHaveAttribute('data-ripple', 'off');
      await expect(logos).not.toHaveAttribute('data-rippled', 'yes');

      const projects = await open(page, '/projects', 'Our Projects');
      const dots = projects.getByTestId('carousel-dot');
      await expect(projects.getByRole('button', { name: /automatic rotation/ })).toHaveCount(0);
      await page.clock.runFor(5_000);
      expect(await currentDot(dots)).toBe(0);
    },
  );

  test('about: /about#team scrolls to the leadership team', async ({ page }) => {
    const main = await open(page, '/about#team', 'Dedication');
    await expect(main.getByRole('heading', { name: 'Leadership Team' })).toBeInViewport();
  });

  test('products: tabs, default category, Explore Products, arrow keys, anchors and the catalogue', async ({
    page,
  }) => {
    const main = await open(page, '/products', 'Our Products', 'Products');
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(main.getByRole('tab', { selected: true })).toHaveText('Traffic Controllers');
    const panel = main.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(2);

    await main.getByRole('tab', { name: 'Signal Heads' }).click();
    await expect(main.getByRole('tab', { selected: true })).toHaveText('Signal Heads');
    await expect(panel.getByRole('article')).toHaveCount(8);
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Video Detection' })).toBeFocused();
    await expect(panel.getByRole('article')).toHaveCount(3);

    await page.evaluate(() => window.scrollTo(0, 0));
    await main.getByRole('button', { name: 'Explore Products' }).click();
    await expect(main.getByRole('tab', { selected: true })).toHaveText('Traffic Controllers');
    await expect(main.getByRole('tablist')).toBeInViewport();

    const card = panel.getByRole('article').first();
    await expect(card.getByRole('listitem')).not.toHaveCount(0);
    await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      /^#\/contact\?subject=Product\+enquiry/,
    );
    const catalog = main.getByRole('link', { name: /Get Product Catalog/ });
    await expect(catalog).toHaveAttribute('href', '/files/product-catalog.pdf');
    await expect(catalog).toHaveAttribute('download', '');
    await expect(main.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute(
      'href',
      '#/contact?subject=Sales+enquiry#contact',
    );
    await expectNoHorizontalScroll(page);

    const beads = await open(page, '/products#glass-beads', 'Our Products');
    await expect(beads.getByRole('tab', { selected: true })).toHaveText('Glass Beads');
    await expect(beads.getByRole('tabpanel').getByRole('article')).toHaveCount(5);
    await expect(beads.getByRole('tablist')).toBeInViewport();
  });

  test('projects: carousel with dots and autoplay, overview grid, focus areas, stats and call to action', async ({
    page,
  }) => {
    await page.clock.install();
    const main = await open(page, '/projects', 'Our Projects', 'Projects');
    const dots = main.getByTestId('carousel-dot');
    await expect(main.getByTestId('carousel-slide')).toHaveCount(11);
    await expect(dots).toHaveCount(11);
    await expect(dots.first()).toHaveAccessibleName('Show project 1: Nairobi BRT System');
    await expect(main.locator('[data-testid="carousel-dot"][aria-current="true"]')).toHaveCount(1);

    // Autoplay: the current dot moves on by itself within one 4 s period (plus the transition).
    const start = await currentDot(dots);
    await runClockUntil(
      page,
      () => currentDot(dots),
      (dot) => dot !== start,
      6_000,
    );

    // Previous/next and dots, with loop: previous from the first slide shows the last one.
    await main.getByRole('button', { name: 'Pause automatic rotation' }).click();
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await main.getByRole('button', { name: 'Previous project' }).click();
    await expect(dots.nth(10)).toHaveAttribute('aria-current', 'true');
    await main.getByRole('button', { name: 'Next project' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    const overview = main.getByTestId('projects-overview');
    await expect(overview.getByRole('link', { name: /View Project/ })).toHaveCount(11);
    await expect(
      overview.getByRole('link', { name: 'View Project: Nairobi BRT System' }),
    ).toHaveAttribute('href', '#/projects/its-1');
    for (const text of [
      '50+',
      '10+',
      '40%',
      '60%',
      'Projects Completed',
      'Cities Served',
      'Traffic Reduction',
      'Energy Savings',
    ]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      /^#\/contact/,
    );
    await expect(main.getByRole('link', { name: /Download Portfolio/ })).toHaveAttribute(
      'href',
      '/files/project-portfolio.pdf',
    );
    await expectNoHorizontalScroll(page);
  });

  // @desktop: hovering needs a mouse.
  test('projects: autoplay pauses while the pointer is over the carousel @desktop', async ({
    page,
  }) => {
    await page.clock.install();
    const main = await open(page, '/projects', 'Our Projects');
    const dots = main.getByTestId('carousel-dot');
    await main.getByTestId('carousel-slide').first().hover();
    const held = await currentDot(dots);
    await page.clock.runFor(5_000);
    expect(await currentDot(dots)).toBe(held);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect.poll(() => currentDot(dots)).not.toBe(held);
  });

  test('projects: the focus-area anchors scroll to their section', async ({ page }) => {
    const main = await open(page, '/projects#smart-cities', 'Our Projects');
    await expect(
      main.locator('#smart-cities').getByRole('heading', { name: 'Smart Cities' }),
    ).toBeInViewport();
  });

  test('project detail: facts, Completed status, fixed impact block and at most three related projects', async ({
    page,
  }) => {
    const main = await open(
      page,
      '/projects/lighting-1',
      'Kisumu Street Lighting',
      'Kisumu Street Lighting',
    );
    await expect(main.getByTestId('project-category')).toHaveText('Smart Street Lighting');
    for (const heading of [
      'Project Overview',
      'Scope of Work',
      'Key Features',
      'Project Information',
      'Project Impact',
    ]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(
      main.getByRole('region', { name: 'Project gallery' }).getByRole('img'),
    ).toHaveCount(3);
    const information = main.getByRole('region', { name: 'Project Information' });
    await expect(information).toContainText('LocationKisumu, Kenya');
    await expect(information).toContainText('CategorySmart Street Lighting');
    await expect(information).toContainText('StatusCompleted');
    await expect(information).toContainText('ClientCounty Government of Kisumu');
    const impact = main.getByTestId('project-impact');
    await expect(impact).toContainText('Traffic Efficiency+35%');
    await expect(impact).toContainText('Safety Improvement+28%');
    await expect(impact).toContainText('Energy Savings+42%');

    const related = main.getByTestId('related-projects').getByRole('listitem');
    await expect(related).toHaveCount(3);
    for (const title of [
      'Lodwar Solar Street Lighting',
      'Nyeri Smart Street Lighting',
      'Malindi Coastal Road Lighting',
    ]) {
      await expect(main.getByTestId('related-projects')).toContainText(title);
    }
    await main.getByRole('link', { name: 'View Project: Nyeri Smart Street Lighting' }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Nyeri Smart Street Lighting' }),
    ).toBeVisible();
    await expect(main.getByTestId('related-projects').getByRole('listitem')).toHaveCount(3);
    await expect(main.getByTestId('related-projects')).not.toContainText(
      'Nyeri Smart Street Lighting',
    );

    const traffic = await open(page, '/projects/traffic-1', 'Mombasa Traffic Control');
    await expect(traffic.getByTestId('related-projects').getByRole('listitem')).toHaveCount(2);
    const alone = await open(page, '/projects/its-1', 'Nairobi BRT System');
    await expect(alone.getByTestId('related-projects')).toHaveCount(0);
    await expect(alone.getByRole('region', { name: 'Project Information' })).toContainText(
      'StatusCompleted',
    );
    await expectNoHorizontalScroll(page);
  });

  test(
    'project detail: an unknown id shows Project Not Found with a link back',
    { tag: '@any-width' },
    async ({ page }) => {
      const main = await open(
        page,
        '/projects/no-such-project',
        'Project Not Found',
        'Project Not Found',
      );
      await expect(main.getByText("The project you're looking for doesn't exist.")).toBeVisible();
      await main.getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible();
    },
  );

  test(
    'services: the overview links to the four category pages',
    { tag: '@any-width' },
    async ({ page }) => {
      const main = await open(page, '/services', 'Our Services', 'Services');
      const cards = main.getByTestId('service-summaries').getByRole('link');
      await expect(cards).toHaveCount(4);
      for (const key of ['its', 'security', 'streetlighting', 'solar']) {
        await expect(main.locator(`a[href="#/services/${key}"]`)).toHaveCount(1);
      }
    },
  );

  test('service category pages: taglines and two columns of project cards with View Project', async ({
    page,
  }, testInfo) => {
    const pages = [
      {
        key: 'its',
        name: 'Intelligent Transport Systems',
        projects: 5,
        tagline: /traffic management/i,
      },
      { key: 'security', name: 'Security Solutions', projects: 1, tagline: /traffic management/i },
      {
        key: 'streetlighting',
        name: 'Smart Street Lighting',
        projects: 4,
        tagline: /traffic management/i,
      },
      { key: 'solar', name: 'Solar Energy Solutions', projects: 1, tagline: /solar/i },
    ];
    for (const service of pages) {
      const main = await open(page, `/services/${service.key}`, service.name, service.name);
      await expect(main.locator('h1 + p')).toHaveText(service.tagline);
      const cards = main.getByTestId('service-projects').getByRole('listitem');
      await expect(cards).toHaveCount(service.projects);
      await expect(cards.first().getByRole('img')).toHaveCount(1);
      await expect(cards.first().getByRole('link', { name: /^View Project/ })).toHaveAttribute(
        'href',
        /^#\/projects\/[a-z]+-\d$/,
      );
    }
    const its = await open(page, '/services/its', 'Intelligent Transport Systems');
    const boxes = await its
      .getByTestId('service-projects')
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
    // Two columns at 1280 px (the first two cards side by side), one column on a phone.
    if (!isPhone(testInfo)) expect(boxes[0]).toBe(boxes[1]);
    else expect(boxes[1]).toBeGreaterThan(boxes[0] ?? 0);
    await expectNoHorizontalScroll(page);
  });

  test(
    'service category pages: /services/street-lighting is the street lighting page, and an unknown key is not found',
    { tag: '@any-width' },
    async ({ page }) => {
      const main = await open(
        page,
        '/services/street-lighting',
        'Smart Street Lighting',
        'Smart Street Lighting',
      );
      await expect(main.getByTestId('service-projects').getByRole('listitem')).toHaveCount(4);
      await open(page, '/services/plumbing', 'Page not found');
    },
  );

  test('partners: four partners in alternating layout, Learn More in a new tab, Partner With Us', async ({
    page,
  }, testInfo) => {
    const main = await open(page, '/partners', 'Our Partners', 'Partners');
    await expect(main.getByRole('heading', { name: 'Trusted by Industry Leaders' })).toBeVisible();
    const partners = main.getByTestId('partners').getByRole('listitem');
    await expect(partners).toHaveCount(4);
    for (const partner of await partners.all()) {
      const learnMore = partner.getByRole('link', { name: /^Learn More/ });
      await expect(learnMore).toHaveAttribute('target', '_blank');
      await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(learnMore).toHaveAttribute('href', /^https:\/\//);
      await expect(partner.getByRole('img')).toHaveAttribute('alt', /logo/);
    }
    if (!isPhone(testInfo)) {
      const logoLeft = async (index: number) => {
        const logo = await partners.nth(index).getByRole('img').boundingBox();
        const heading = await partners.nth(index).getByRole('heading').boundingBox();
        return (logo?.x ?? 0) < (heading?.x ?? 0);
      };
      expect([await logoLeft(0), await logoLeft(1), await logoLeft(2), await logoLeft(3)]).toEqual([
        true,
        false,
        true,
        false,
      ]);
    }
    await expect(main.getByRole('heading', { name: 'Partner With Us' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '#/contact',
    );
    await expectNoHorizontalScroll(page);
  });

  // One walk over the pages, each step a page: a browser context for each would cost more than axe.
  test('axe: no serious or critical violation on any company page, and every image has alt, size and async decoding', async ({
    page,
  }) => {
    test.slow();
    for (const [path, heading] of [
      ['/', 'Kilima Smart Systems Ltd'],
      ['/about', 'Dedication'],
      ['/products', 'Our Products'],
      ['/projects', 'Our Projects'],
      ['/projects/lighting-1', 'Kisumu Street Lighting'],
      ['/projects/no-such-project', 'Project Not Found'],
      ['/services', 'Our Services'],
      ['/services/its', 'Intelligent Transport Systems'],
      ['/services/security', 'Security Solutions'],
      ['/services/streetlighting', 'Smart Street Lighting'],
      ['/services/solar', 'Solar Energy Solutions'],
      ['/partners', 'Our Partners'],
    ] as const) {
      await test.step(path, async () => {
        await open(page, path, heading);
        await expectNoSeriousViolations(page, 'main#main');
        const images = await page.locator('main#main img').evaluateAll((nodes) =>
          nodes.map((img) => ({
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            decoding: img.getAttribute('decoding'),
          })),
        );
        expect(
          images.filter(
            (image) => !image.alt || !image.width || !image.height || image.decoding !== 'async',
          ),
        ).toEqual([]);
      });
    }
  });
});
