import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { isPhone } from './fixtures/first-paint.ts';
import { expect, test } from './fixtures/test.ts';

// What the public pages say and link to is component tests (src/pages); here is what needs a browser:
// the carousel (Embla measures the layout), and one walk over every page for axe and the layout.

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
  // @any-width: the carousel's behaviour is the same on a phone; its layout is in the walk below.
  test(
    'projects: the carousel plays by itself, pauses under the pointer, and loops with its buttons and dots',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/projects');
      const main = page.locator('main#main');
      await expect(main.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible();
      const dots = main.getByTestId('carousel-dot');
      await expect(main.getByTestId('carousel-slide')).toHaveCount(11);
      await expect(dots).toHaveCount(11);
      await expect(dots.first()).toHaveAccessibleName('Show project 1: Nairobi BRT System');
      await expect(main.locator('[data-testid="carousel-dot"][aria-current="true"]')).toHaveCount(
        1,
      );

      // Autoplay: the current dot moves on by itself within one 4 s period (plus the transition).
      const start = await currentDot(dots);
      await runClockUntil(
        page,
        () => currentDot(dots),
        (dot) => dot !== start,
        6_000,
      );

      // It holds while the pointer is over the carousel, and goes on once it has left.
      await main.locator('[data-testid="carousel-slide"]:not([inert])').hover(); // the one on show
      const held = await currentDot(dots);
      await page.clock.runFor(5_000);
      expect(await currentDot(dots)).toBe(held);
      await page.mouse.move(0, 0);
      await page.clock.runFor(5_000);
      await expect.poll(() => currentDot(dots)).not.toBe(held);

      // Previous/next and dots, with loop: previous from the first slide shows the last one.
      await main.getByRole('button', { name: 'Pause automatic rotation' }).click();
      await dots.nth(0).click();
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
      await main.getByRole('button', { name: 'Previous project' }).click();
      await expect(dots.nth(10)).toHaveAttribute('aria-current', 'true');
      await main.getByRole('button', { name: 'Next project' }).click();
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    },
  );

  // One walk over the public pages (the blog's are in blog.spec.ts), each step a page: a browser
  // context for each would cost more than axe. Reduced motion: the entry animations, which axe
  // waits out (fixtures/axe.ts), do not run.
  /** The pages whose phone layout stacks or overlays differently from the desktop's. */
  const AXE_AT_PHONE_WIDTH = new Set(['/', '/services/its', '/partners', '/media', '/contact']);

  test('axe and layout: no serious or critical violation and no horizontal scroll on any page, and every image has alt, size and async decoding', async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const main = page.locator('main#main');
    const pages: [path: string, heading: string | RegExp, more?: () => Promise<void>][] = [
      ['/', 'Kilima Smart Systems Ltd'],
      ['/about', 'Dedication'],
      ['/products', 'Our Products'],
      ['/projects', 'Our Projects'],
      ['/projects/lighting-1', 'Kisumu Street Lighting'],
      ['/projects/no-such-project', 'Project Not Found'],
      ['/services', 'Our Services'],
      // Two columns of project cards at 1280 px (the first two side by side), one on a phone.
      [
        '/services/its',
        'Intelligent Transport Systems',
        async () => {
          const tops = await main
            .getByTestId('service-projects')
            .getByRole('listitem')
            .evaluateAll((items) =>
              items.slice(0, 2).map((item) => item.getBoundingClientRect().top),
            );
          if (isPhone()) expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
          else expect(tops[0]).toBe(tops[1]);
        },
      ],
      ['/services/security', 'Security Solutions'],
      ['/services/streetlighting', 'Smart Street Lighting'],
      ['/services/solar', 'Solar Energy Solutions'],
      // At 1280 px the partners alternate: logo left, then right; on a phone they stack.
      [
        '/partners',
        'Our Partners',
        async () => {
          if (isPhone()) return;
          const partners = main.getByTestId('partners').getByRole('listitem');
          const logoLeft = async (index: number) => {
            const logo = await partners.nth(index).getByRole('img').boundingBox();
            const heading = await partners.nth(index).getByRole('heading').boundingBox();
            return (logo?.x ?? 0) < (heading?.x ?? 0);
          };
          expect([
            await logoLeft(0),
            await logoLeft(1),
            await logoLeft(2),
            await logoLeft(3),
          ]).toEqual([true, false, true, false]);
        },
      ],
      ['/contact', 'Contact Us'],
      // The lightbox, open.
      [
        '/media',
        'Media Gallery',
        async () => {
          await main.getByRole('button', { name: 'End of Year Celebration 2024' }).click();
          await expect(page.getByRole('dialog')).toHaveAccessibleName(
            'End of Year Celebration 2024',
          );
          await expectNoSeriousViolations(page, 'dialog');
          await page.keyboard.press('Escape');
        },
      ],
      ['/career', /Build the Cities of Tomorrow/],
      ['/career-details/1', 'Software Engineer'],
      ['/career-details/42', 'Job not found'],
      ['/job-openings', 'Current Openings'],
      ['/docs', 'Documentation Center'],
      ['/training', 'Training Programs'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ];
    await page.goto('/');
    for (const [path, heading, more] of pages) {
      await test.step(path, async () => {
        // Moved to by the app, as a visitor's link does: the twins' take-over of the same pages is
        // twins.spec.ts's walk.
        await page.evaluate((route) => (window.location.hash = `#${route}`), path);
        await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
        // axe reads the markup, names and colours, which are the same at both widths: at phone width
        // it runs where the layout changes what is drawn over what (the hero, stacked cards).
        if (!isPhone() || AXE_AT_PHONE_WIDTH.has(path))
          await expectNoSeriousViolations(page, 'main#main');
        const images = await main.locator('img').evaluateAll((nodes) =>
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
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        await more?.();
      });
    }
  });
});
