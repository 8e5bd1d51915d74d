import type { Page } from '@playwright/test';
import { openPortal, portalTest as test, openScreen } from './fixtures/admin.ts';
import { expect } from './fixtures/test.ts';

/** The portal's one list and form, once for each content type: created as a draft, opened, edited and
 * published, and deleted after the confirmation. What the form checks before sending, copying, and
 * how the public API follows each save are component and API tests (content-form.test.tsx,
 * content-types-api.test.ts); this is the browser walking the real form against the real server. */
const COPIED = [
  { plural: 'Courses', singular: 'Course' },
  { plural: 'Projects', singular: 'Project' },
  { plural: 'Media', singular: 'Media item' },
  { plural: 'Documents', singular: 'Document' },
] as const;

const saved = (page: Page, message: string) =>
  expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();

test('admin portal: each content type is created, edited, published and deleted through the form', async ({
  page,
}, testInfo) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  await openPortal(page);

  await test.step('jobs: a new job, its own fields', async () => {
    const title = `E2E Job ${stamp}`;
    await openScreen(page, 'Jobs');
    const jobs = page.getByRole('region', { name: 'Jobs' });
    await jobs.getByRole('button', { name: 'New job' }).click();
    const form = page.getByRole('region', { name: 'Create New Job' });
    await expect(form.getByRole('heading', { name: 'Create New Job' })).toBeFocused();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Department', { exact: true }).fill('Operations');
    await form.getByLabel('Location', { exact: true }).fill('Mombasa, Kenya');
    await form.getByLabel('Employment type', { exact: true }).selectOption('Contract');
    await form.getByLabel('Applications close', { exact: true }).fill('2099-12-31');
    await form.getByLabel('Summary', { exact: true }).fill('Keep our signals running.');
    // A job's details are written in the editor (decision 073).
    await form.getByRole('textbox', { name: 'Details' }).fill('You will maintain controllers.');
    await form
      .getByRole('toolbar', { name: 'Details formatting' })
      .getByRole('button', { name: 'Bold' })
      .click();
    await page.keyboard.type(' Night shifts too.');
    await expect(form.getByRole('textbox', { name: 'Details' }).locator('strong')).toHaveText(
      'Night shifts too.',
    );
    await form
      .getByLabel('Responsibilities', { exact: true })
      .fill('Maintain controllers\nAnswer fault calls');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await saved(page, 'Job created successfully!');
    await expect(form).toBeHidden();
    const row = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Closes December 31, 2099')).toBeVisible();

    // Opened again, the form holds what was saved; published, an open job.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('region', { name: 'Edit Job' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel('Employment type', { exact: true })).toHaveValue('Contract');
    await expect(edit.getByLabel('Responsibilities', { exact: true })).toHaveValue(
      'Maintain controllers\nAnswer fault calls',
    );
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await edit.getByLabel('Status', { exact: true }).selectOption('open');
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await saved(page, 'Job updated successfully!');
    const edited = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${title} (edited)` }) });
    await expect(edited.getByText('Open', { exact: true })).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this job?');
      void dialog.accept();
    });
    await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await saved(page, 'Job deleted successfully!');
    await expect(jobs.getByRole('heading', { name: `${title} (edited)` })).toBeHidden();
  });

  // The other types are made from a copy of a seeded item: its fields are valid as they are.
  for (const { plural, singular } of COPIED) {
    await test.step(plural.toLowerCase(), async () => {
      const title = `E2E ${singular} ${stamp}`;
      await openScreen(page, plural);
      const list = page.getByRole('region', { name: plural, exact: true });
      await list
        .getByRole('button', { name: /^Copy / })
        .first()
        .click();
      const form = page.getByRole('region', { name: `Create New ${singular}` });
      await form.getByLabel('Title', { exact: true }).fill(title);
      await form.getByRole('button', { name: `Create ${singular}` }).click();
      await saved(page, `${singular} created successfully!`);
      await expect(form).toBeHidden();

      const find = async (name: string, status: 'Draft' | 'Published') => {
        await list.getByLabel(`Search ${plural.toLowerCase()}`).fill(name);
        const row = list
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(row.getByText(status, { exact: true })).toBeVisible();
        return row;
      };

      await (await find(title, 'Draft')).getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('region', { name: `Edit ${singular}` });
      await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
      await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
      await edit.getByLabel('Status', { exact: true }).selectOption('published');
      await edit.getByRole('button', { name: `Update ${singular}` }).click();
      await saved(page, `${singular} updated successfully!`);

      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(
          `Are you sure you want to delete this ${singular.toLowerCase()}?`,
        );
        void dialog.accept();
      });
      await (
        await find(`${title} (edited)`, 'Published')
      )
        .getByRole('button', { name: `Delete ${title} (edited)` })
        .click();
      await saved(page, `${singular} deleted successfully!`);
      await expect(list.getByRole('heading', { name: `${title} (edited)` })).toBeHidden();
    });
  }
  expect(cspViolations).toEqual([]);
});
