import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { solidPng } from './fixtures/images.ts';

async function signIn(page: Page) {
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.getByLabel('Email Address').fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();
}

test.describe('admin portal', () => {
  test('refuses a wrong password with the server message', async ({ page }) => {
    await page.goto('/#/admin');
    await page.getByLabel('Email Address').fill(e2eAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await expect(page.getByRole('alert')).toContainText('Login failed: Invalid email or password');
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });

  test('signs in, uploads an image, creates, edits and deletes a post, and signs out', async ({
    page,
    request,
  }) => {
    const title = `Junction upgrade ${test.info().project.name} ${Date.now()}`;
    await signIn(page);
    await expect(page.getByText(`Welcome back, ${e2eAdmin.email}`)).toBeVisible();

    // Create
    await page.getByRole('button', { name: 'New Post' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('## Results\n\nQueues at the **junction** fell by a third.');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(); // live preview
    await page.getByLabel('Excerpt').fill('Adaptive signals at a busy junction.');
    await page.getByLabel('Category').fill('Intelligent Transport System(ITS)');
    await page.getByLabel('Tags').fill('traffic, signals');
    await page.getByLabel('Status').selectOption('published');

    await page
      .getByLabel('Featured image')
      .setInputFiles({ name: 'junction.png', mimeType: 'image/png', buffer: solidPng(640, 360) });
    await expect(
      page.getByRole('status').filter({ hasText: 'Image uploaded successfully!' }),
    ).toBeVisible();
    const preview = page.getByRole('img', { name: /preview/i });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);

    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog created successfully!' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeHidden();
    await expect(page.getByText(title)).toBeVisible();

    // The public API shows it, with the uploaded image.
    const publicList = await (await request.get('/api/blogs')).json();
    const created = publicList.data.find((p: { title: string }) => p.title === title);
    expect(created).toMatchObject({
      status: 'published',
      tags: ['traffic', 'signals'],
      featured_image: expect.stringMatching(/^\/uploads\//),
    });

    // Edit
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Title').fill(`${title} (updated)`);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog updated successfully!' }),
    ).toBeVisible();
    await expect(page.getByText(`${title} (updated)`)).toBeVisible();
    const afterEdit = await (await request.get('/api/blogs')).json();
    expect(afterEdit.data.some((p: { id: string }) => p.id === created.id)).toBe(false); // now a draft: hidden

    // Delete, after dismissing the confirmation once
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this blog?');
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    await expect(page.getByText(`${title} (updated)`)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog deleted successfully!' }),
    ).toBeVisible();
    await expect(page.getByText(`${title} (updated)`)).toBeHidden();

    // Sign out: token gone, session revoked, login form back after a reload.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });

  test('removes an invalid stored token and keeps the login form', async ({ page }) => {
    await page.goto('/#/admin');
    await page.evaluate(() =>
      localStorage.setItem('adminToken', 'an-invalid-token-that-looks-real-0123456789'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('shows the empty-list and validation states', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    // The browser's required check stops an empty form; nothing is saved.
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeHidden();
  });
});
