import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config.ts';
import { signIn } from './fixtures/admin.ts';
import { addTeamAccount } from './fixtures/team.ts';

const AUTHOR = 'e2e-author@example.com';
const EDITOR = 'e2e-editor@example.com';

/** A portal of its own (its own cookie), signed in through the form as `email`. */
async function portalAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, { email, password: e2eAdmin.password });
  return page;
}

test('an author submits a post, an editor publishes it, and a revision is restored', async ({
  browser,
}) => {
  await addTeamAccount(AUTHOR, 'author');
  await addTeamAccount(EDITOR, 'editor');
  const title = `Workflow ${Date.now()}`;

  // The author writes and submits: the form offers only a draft or a submission.
  const author = await portalAs(browser, AUTHOR);
  await author.getByRole('button', { name: 'New Post' }).click();
  await author.getByLabel('Title', { exact: true }).fill(title);
  await author.getByRole('textbox', { name: 'Content' }).fill('The first text of the post.');
  const status = author.getByLabel('Status');
  await expect(status.locator('option')).toHaveText(['Draft', 'Submit for review']);
  await status.selectOption('in_review');
  await author.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(
    author.getByRole('status').filter({ hasText: 'Blog created successfully!' }),
  ).toBeVisible();
  await expect(author.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

  // The editor finds it among the posts in review and publishes it.
  const editor = await portalAs(browser, EDITOR);
  await editor.getByRole('link', { name: 'Show posts in review' }).click();
  await editor.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editor.getByRole('textbox', { name: 'Content' }).fill('The second, edited text.');
  await editor.getByLabel('Status').selectOption({ label: 'Publish' });
  await editor.getByRole('button', { name: 'Update Blog Post' }).click();
  await expect(
    editor.getByRole('status').filter({ hasText: 'Blog updated successfully!' }),
  ).toBeVisible();
  const published = await editor.request.get('/api/blogs?q=' + encodeURIComponent(title));
  expect(((await published.json()).data as { title: string }[]).map((p) => p.title)).toEqual([
    title,
  ]);

  // The editor compares the first revision with the current text and restores it.
  await editor.getByRole('combobox', { name: 'Show' }).selectOption('');
  await editor.getByRole('button', { name: `Edit ${title}` }).click();
  const revisions = editor.getByRole('region', { name: 'Revisions' });
  const oldest = revisions.getByRole('listitem').last();
  await expect(oldest).toContainText(AUTHOR);
  await oldest.getByRole('button', { name: /^Show changes/ }).click();
  await expect(oldest.locator('ins', { hasText: 'first' })).toBeVisible();
  await expect(oldest.locator('del', { hasText: 'second' })).toBeVisible();
  await oldest.getByRole('button', { name: /^Restore/ }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Revision restored.' })).toBeVisible();
  await editor.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editor.getByRole('textbox', { name: 'Content' })).toHaveText(
    'The first text of the post.',
  );
  await expect(editor.getByLabel('Status')).toHaveValue('published');
  // Created in review, published, restored: three saves.
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
});
