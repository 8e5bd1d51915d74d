import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { signIn } from './fixtures/admin.ts';
import { solidPng } from './fixtures/images.ts';

/** Records the CSP violations of the page's documents. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('admin portal', () => {
  test(
    'is a document of its own at /admin, where /#/admin leads, under its own CSP',
    { tag: '@any-width' },
    async ({ page }) => {
      const cspViolations = await watchCsp(page);
      const documents: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document') documents.push(response.url());
      });
      await page.goto('/#/admin');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
      await expect(page).toHaveTitle(/^Admin Portal \| /);
      expect(documents.map((url) => new URL(url).pathname)).toEqual(['/', '/admin']);
      // Neither the site's frame nor its chat: only the portal's own bar.
      await expect(page.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
      await expect(page.locator('footer')).toHaveCount(0);
      const response = await page.request.get('/admin');
      expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(await cspViolations()).toEqual([]);
    },
  );

  test(
    'refuses a wrong password with the server message',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/admin');
      await page.getByLabel('Email Address').fill(e2eAdmin.email);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Login failed: Invalid email or password',
      );
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    },
  );

  test('signs in, uploads an image, creates, edits and deletes a post, and signs out', async ({
    page,
    request,
  }) => {
    const title = `Junction upgrade ${test.info().project.name} ${Date.now()}`;
    const cspViolations = await watchCsp(page);
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

  test(
    'pages through the posts, and searches and filters them on the server',
    { tag: '@any-width' },
    async ({ page, request }) => {
      // More posts with one word than a page of the portal's list holds (20).
      const word = `pagedlist${test.info().project.name}${Date.now()}`;
      const login = await request.post('/api/auth/login', {
        data: { email: e2eAdmin.email, password: e2eAdmin.password },
      });
      const headers = { authorization: `Bearer ${(await login.json()).data.session.access_token}` };
      const ids: string[] = [];
      for (let i = 1; i <= 22; i += 1) {
        const response = await request.post('/api/blogs', {
          headers,
          data: {
            title: `Paged ${word} ${i}`,
            content: `Body with ${word}.`,
            status: i <= 2 ? 'draft' : 'published',
          },
        });
        expect(response.status()).toBe(201);
        ids.push((await response.json()).data.id);
      }
      try {
        await signIn(page);
        // The whole list may hold the same 22 posts: wait for the server's answer to the search.
        const searched = page.waitForResponse((response) =>
          response.url().includes(`/api/blogs/admin?q=${word}`),
        );
        await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
        expect((await searched).ok()).toBe(true);
        await expect(page.getByText('22 posts')).toBeVisible();
        await expect(page.getByText('Showing 20 of 22')).toBeVisible();
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect(
          page.getByRole('heading', { name: new RegExp(`^Paged ${word} \\d+$`) }),
        ).toHaveCount(22);
        await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

        await page.getByRole('combobox', { name: 'Show' }).selectOption('draft');
        await expect(page.getByText('2 posts')).toBeVisible();
        const rows = page.getByRole('heading', { name: new RegExp(`^Paged ${word} \\d+$`) });
        await expect(rows).toHaveCount(2);
        expect((await rows.allTextContents()).sort()).toEqual([
          `Paged ${word} 1`,
          `Paged ${word} 2`,
        ]);
      } finally {
        for (const id of ids) await request.delete(`/api/blogs/${id}`, { headers });
      }
    },
  );

  test(
    'shows the login form for an invalid session cookie',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      await page.context().addCookies([
        {
          name: 'admin_session',
          value: 'an-invalid-token-that-looks-real-0123456789',
          url: baseURL!,
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    },
  );

  test('shows the empty-list and validation states', { tag: '@any-width' }, async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    // The browser's required check stops an empty form; nothing is saved.
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeHidden();
  });
});
