import { expect, test } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { submitSignIn } from './fixtures/admin.ts';
import { watchCsp } from './fixtures/csp.ts';
import { solidPng } from './fixtures/images.ts';

test.describe('admin portal', () => {
  // Once, at desktop width: the portal at phone width is admin-routes.spec.ts's walk.
  test('signs in, uploads an image, creates, edits and deletes a post, and signs out @desktop', async ({
    page,
    request,
  }) => {
    const title = `Junction upgrade ${test.info().project.name} ${Date.now()}`;
    const cspViolations = await watchCsp(page);
    // /#/admin, the address the site's links used, leads to the portal's own document at /admin.
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push(new URL(response.url()).pathname);
    });
    await page.goto('/#/admin');
    await expect(page).toHaveURL(/\/admin$/);
    expect(documents).toEqual(['/', '/admin']);
    await submitSignIn(page, e2eAdmin);
    await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${e2eAdmin.email}`)).toBeVisible();

    // Create
    await page.getByRole('button', { name: 'New Post' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('## Results');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Queues at the junction fell by a third.');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(); // the editor
    await page.getByLabel('Excerpt').fill('Adaptive signals at a busy junction.');
    await page.getByLabel('Category').fill('Intelligent Transport System(ITS)');
    await page.getByLabel('Tags').fill('traffic, signals');
    await page.getByLabel('Status').selectOption('published');

    await page
      .getByLabel('Featured image', { exact: true })
      .setInputFiles({ name: 'junction.png', mimeType: 'image/png', buffer: solidPng(640, 360) });
    await expect(
      page.getByRole('status').filter({ hasText: 'Image uploaded successfully!' }),
    ).toBeVisible();
    const preview = page.getByRole('img', { name: /preview/i });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
    // A published post's featured image is described (decision 072).
    await page
      .getByLabel('Describe the image (alt text)')
      .fill('A busy junction under adaptive signals');

    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog created successfully!' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeHidden();
    await expect(page.getByText(title, { exact: true })).toBeVisible();

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
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog updated successfully!' }),
    ).toBeVisible();
    await expect(page.getByText(`${title} (updated)`, { exact: true })).toBeVisible();
    const afterEdit = await (await request.get('/api/blogs')).json();
    expect(afterEdit.data.some((p: { id: string }) => p.id === created.id)).toBe(false); // now a draft: hidden

    // Delete, after dismissing the confirmation once
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this blog?');
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    await expect(page.getByText(`${title} (updated)`, { exact: true })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Blog deleted successfully!' }),
    ).toBeVisible();
    await expect(page.getByText(`${title} (updated)`, { exact: true })).toBeHidden();

    // All of it under the portal's strict CSP (only the site's own scripts and styles).
    expect(await cspViolations()).toEqual([]);

    // The session is an HttpOnly, SameSite=Strict cookie: no script of the page reads it, nothing is stored.
    const session = (await page.context().cookies()).find((c) => c.name === 'admin_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/token/i);
    // A reload keeps the admin signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();

    // Sign out: cookie gone, session revoked, login form back after a reload.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'admin_session'))
      .toBe(false);
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session!.value}` },
    });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });
});
