import { signIn } from './fixtures/admin.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('admin portal: content types', () => {
  test('creates a job, opens it, edits it, publishes it and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const title = `E2E Job ${testInfo.project.name} ${Date.now()}`;
    const listed = async () => {
      const response = await request.get('/api/jobs?limit=100');
      expect(response.ok()).toBe(true);
      return ((await response.json()).data as { title: string }[]).map((job) => job.title);
    };

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobs = page.getByRole('region', { name: 'Jobs' });
    await expect(jobs.getByRole('heading', { name: 'Software Engineer' })).toBeVisible();

    // Create: the schema names a missing field on the field itself, and nothing typed is lost.
    await jobs.getByRole('button', { name: 'New job' }).click();
    const form = page.getByRole('region', { name: 'Create New Job' });
    await expect(form.getByRole('heading', { name: 'Create New Job' })).toBeFocused();
    await form.getByLabel('Department', { exact: true }).fill('Operations');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await expect(form.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Department', { exact: true })).toHaveValue('Operations');

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Location', { exact: true }).fill('Mombasa, Kenya');
    await form.getByLabel('Employment type', { exact: true }).selectOption('Contract');
    await form.getByLabel('Applications close', { exact: true }).fill('2099-12-31');
    await form.getByLabel('Summary', { exact: true }).fill('Keep our signals running.');
    await form.getByLabel('Details', { exact: true }).fill('You will **maintain** controllers.');
    await expect(form.getByRole('heading', { name: 'Details preview' })).toBeVisible();
    await form
      .getByLabel('Responsibilities', { exact: true })
      .fill('Maintain controllers\nAnswer fault calls');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Job created successfully!' }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    const row = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Closes December 31, 2099')).toBeVisible();
    expect(await listed()).not.toContain(title); // a draft is never public

    // Open it and edit it: the form holds what was saved.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('region', { name: 'Edit Job' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel('Employment type', { exact: true })).toHaveValue('Contract');
    await expect(edit.getByLabel('Responsibilities', { exact: true })).toHaveValue(
      'Maintain controllers\nAnswer fault calls',
    );
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    // Publish: an open job is listed as an opening.
    await edit.getByLabel('Status', { exact: true }).selectOption('open');
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Job updated successfully!' }),
    ).toBeVisible();
    const edited = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${title} (edited)` }) });
    await expect(edited.getByText('Open', { exact: true })).toBeVisible();
    expect(await listed()).toContain(`${title} (edited)`);
    // The overview counts it.
    await expect(
      page.getByRole('region', { name: 'At a glance' }).getByText(`${title} (edited)`),
    ).toBeVisible();

    // Delete, after the confirmation.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this job?');
      void dialog.accept();
    });
    await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Job deleted successfully!' }),
    ).toBeVisible();
    await expect(jobs.getByRole('heading', { name: `${title} (edited)` })).toBeHidden();
    expect(await listed()).not.toContain(`${title} (edited)`);
    expect(cspViolations).toEqual([]);
  });
});
