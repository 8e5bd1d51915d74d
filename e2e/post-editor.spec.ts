import { portalTest as test } from './fixtures/admin.ts';
import { watchCsp } from './fixtures/csp.ts';
import { solidPng } from './fixtures/images.ts';
import { expect } from './fixtures/test.ts';

// A person writes a post in the portal's editor (decision 073) with a picture uploaded and one picked
// from the media library (decision 071), each described before it goes in, and publishes it; the
// public page, as the app and as the no-script twin, shows the pictures with their uploads' srcset.
test('writes a post in the editor with a heading, bold text, a link and two described pictures (one uploaded, one from the library), and publishes it @desktop', async ({
  page,
  browser,
  adminApi,
}) => {
  const title = `Editor journey ${Date.now()}`;
  const cspViolations = await watchCsp(page);
  await page.goto('/admin/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const content = page.getByRole('textbox', { name: 'Content' });
  const toolbar = page.getByRole('toolbar', { name: 'Content formatting' });

  // A heading by its markdown shortcut, bold text by the keyboard, a link by the toolbar's dialog.
  await content.click();
  await page.keyboard.type('## Site visit');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The crew met the ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('night shift');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' and wrote a report');
  for (let i = 0; i < 'report'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
  await linkDialog.getByLabel('Link address').fill('https://example.com/report');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(content.getByRole('heading', { level: 2, name: 'Site visit' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('night shift');
  await expect(content.getByRole('link', { name: 'report' })).toHaveAttribute(
    'href',
    'https://example.com/report',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  // The picture goes up with a progress bar, then waits for its description before it goes in.
  await toolbar.getByRole('button', { name: 'Picture' }).click();
  await page
    .getByRole('dialog', { name: 'Insert a picture' })
    .getByLabel('Picture to upload')
    .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: solidPng(1200, 800) });
  const describe = page.getByRole('dialog', { name: 'Describe the picture' });
  await describe.getByRole('button', { name: 'Insert picture' }).click();
  await expect(describe.getByLabel('Alternative text')).toHaveAccessibleDescription(
    /Describe the picture for readers who cannot see it/,
  );
  await expect(content.locator('img')).toHaveCount(0);
  await describe.getByLabel('Alternative text').fill('The crew beside a solar pole at night');
  await describe.getByRole('button', { name: 'Insert picture' }).click();
  await expect(
    content.getByRole('img', { name: 'The crew beside a solar pole at night' }),
  ).toBeVisible();
  // The cursor goes on after the picture.
  await page.keyboard.type('Thanks to the crew.');
  await expect(content.getByText('Thanks to the crew.')).toBeVisible();
  await expect(content.locator('img')).toHaveCount(1);

  // A second picture from the media library: one uploaded earlier (here through the API) whose
  // library entry has no alt text yet, so the editor asks for one before it goes in.
  const seeded = await adminApi.post('/api/upload/cloud-image', {
    multipart: { image: { name: 'pole.png', mimeType: 'image/png', buffer: solidPng(900, 600) } },
  });
  expect(seeded.ok()).toBe(true);
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Picture' }).click();
  await page
    .getByRole('dialog', { name: 'Insert a picture' })
    .getByRole('button', { name: 'Choose from library' })
    .click();
  const library = page.getByRole('dialog', { name: 'Choose from the library' });
  // The library lists the newest first: the picture just uploaded.
  await library
    .getByRole('button', { name: /900 × 600 px/ })
    .first()
    .click();
  await describe.getByRole('button', { name: 'Insert picture' }).click();
  await expect(describe.getByLabel('Alternative text')).toHaveAccessibleDescription(
    /Describe the picture for readers who cannot see it/,
  );
  await expect(content.locator('img')).toHaveCount(1);
  await describe.getByLabel('Alternative text').fill('A solar pole on the lakeside road');
  await describe.getByRole('button', { name: 'Insert picture' }).click();
  await expect(
    content.getByRole('img', { name: 'A solar pole on the lakeside road' }),
  ).toBeVisible();
  await expect(content.locator('img')).toHaveCount(2);

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Blog created successfully!' }),
  ).toBeVisible();
  const list = await (await page.request.get(`/api/blogs?q=${encodeURIComponent(title)}`)).json();
  const slug = (list.data as { title: string; slug: string }[]).find(
    (p) => p.title === title,
  )!.slug;

  expect(await cspViolations()).toEqual([]);

  // The app's page.
  await page.goto(`/blog/${slug}`);
  const article = page.locator('.post-content');
  await expect(article.getByRole('heading', { level: 2, name: 'Site visit' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('night shift');
  const picture = article.getByRole('img', { name: 'The crew beside a solar pole at night' });
  await expect(picture).toHaveAttribute(
    'srcset',
    /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/,
  );
  await expect(picture).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(article.locator('img + p')).toHaveText('Thanks to the crew.');
  await expect(
    article.getByRole('img', { name: 'A solar pole on the lakeside road' }),
  ).toHaveAttribute('srcset', /-480\.webp 480w, .*-900\.webp 900w$/);
  // Neither the portal nor the page broke its Content-Security-Policy.
  expect(await cspViolations()).toEqual([]);

  // The twin, without script.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const twin = await noScript.newPage();
  await twin.goto(`/blog/${slug}`);
  const twinPicture = twin
    .locator('.post-content')
    .getByRole('img', { name: 'The crew beside a solar pole at night' });
  await expect(twinPicture).toHaveAttribute('srcset', /480w, .* 960w, .* 1200w$/);
  await expect(twinPicture).toHaveAttribute('width', '1200');
  await expect(twin.locator('.post-content img + p')).toHaveText('Thanks to the crew.');
  await expect(
    twin.locator('.post-content').getByRole('img', { name: 'A solar pole on the lakeside road' }),
  ).toHaveAttribute('srcset', /480w, .* 900w$/);
  await expect(twin.locator('.post-content a[href="https://example.com/report"]')).toHaveText(
    'report',
  );
  await noScript.close();
});
