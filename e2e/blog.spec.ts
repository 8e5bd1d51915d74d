import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { builtInPosts } from '../packages/shared/src/built-in-posts.ts';

// The list's search, filters, paging, drafts and failures, the post's head and sharing are component
// and API tests (pages/blog, features/share, blogs-api); here: a reader's walk to a post, and axe.

// Reduced motion: the entry animations, which axe would wait out (fixtures/axe.ts), do not run.
test.use({ reducedMotion: 'reduce' });

const companyShortName = 'Kilima Smart Systems';
const main = (page: Page) => page.locator('main#main');
const cards = (page: Page) => main(page).getByRole('article');

test.describe('blog list', () => {
  test('a reader finds a published backend post after the built-in ones, and reads it', async ({
    page,
    adminApi,
  }) => {
    const title = `Backend post ${test.info().project.name} ${Date.now()}`;
    const response = await adminApi.post('/api/blogs', {
      data: {
        title,
        content: `<p>Body of ${title}.</p>`,
        status: 'published',
        category: 'E2E Testing',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { slug } = (await response.json()).data as { slug: string };

    await page.goto('/#/blog');
    await expect(page).toHaveTitle(`Blog | ${companyShortName}`);
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole('heading')).toHaveText(builtInPosts[0]!.title);
    // The newest backend post comes right after the built-in ones.
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    const card = cards(page).nth(6);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/blog/${slug}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(`Body of ${title}.`)).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${companyShortName}`);
  });

  // axe reads markup, names and colours, the same at both widths; the blog's phone layout (one
  // column of the same cards) changes nothing axe judges (docs/testing.md §3).
  test('has no serious accessibility violations', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/#/blog');
    await expect(main(page).getByText('Loading blog posts...')).toBeHidden();
    await expect(cards(page)).toHaveCount(6);
    await expectNoSeriousViolations(page);
  });
});

test.describe('blog post', () => {
  test(
    'has no serious accessibility violations, nor has its share dialog',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      await page.goto(`/#/blog/${builtInPosts[4]!.slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      const share = main(page).getByRole('button', { name: 'Share' });
      // Tapped before the app has taken over, the button is kept for it (the early actions of
      // decision 043, tested in app/early-actions.test.tsx and app/head-script.test.ts): it has a name.
      await expect(share).toHaveAttribute('data-early-action', 'share');
      await share.click();
      await expect(page.getByRole('dialog', { name: 'Share this article' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dialog');
    },
  );
});
