import { signIn } from './fixtures/admin.ts';
import { expect, test } from './fixtures/test.ts';

/** The portal's one list and form, for each content type besides jobs (admin-content.spec.ts):
 * an item copied from a seeded one is saved as a draft (not public), published (public), edited,
 * unpublished (gone again) and deleted after the confirmation. */
const TYPES = [
  { type: 'courses', plural: 'Courses', singular: 'Course' },
  { type: 'projects', plural: 'Projects', singular: 'Project' },
  { type: 'media', plural: 'Media', singular: 'Media item' },
  { type: 'documents', plural: 'Documents', singular: 'Document' },
] as const;

for (const { type, plural, singular } of TYPES) {
  test(`admin portal: ${plural.toLowerCase()} are copied, published, edited, unpublished and deleted`, async ({
    page,
    request,
  }, testInfo) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const title = `E2E ${singular} ${testInfo.project.name} ${Date.now()}`;
    const publicTitles = async () => {
      const titles: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await request.get(
          `/api/${type}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(response.ok()).toBe(true);
        const body = (await response.json()) as {
          data: { title: string }[];
          nextCursor?: string | null;
        };
        titles.push(...body.data.map((item) => item.title));
        cursor = body.nextCursor ?? null;
      } while (cursor);
      return titles;
    };
    const saved = (verb: 'created' | 'updated' | 'deleted') =>
      expect(
        page.getByRole('status').filter({ hasText: `${singular} ${verb} successfully!` }),
      ).toBeVisible();

    await signIn(page);
    await page.getByRole('tab', { name: plural, exact: true }).click();
    const list = page.getByRole('region', { name: plural, exact: true });
    const copy = list.getByRole('button', { name: /^Copy / }).first();
    const original = (await copy.getAttribute('aria-label'))!.slice('Copy '.length);

    // A copy opens the form on the item's fields, as a new draft.
    await copy.click();
    const form = page.getByRole('region', { name: `Create New ${singular}` });
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`${original} (copy)`);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('button', { name: `Create ${singular}` }).click();
    await saved('created');
    await expect(form).toBeHidden();
    expect(await publicTitles()).not.toContain(title);

    const find = async (name: string) => {
      await list.getByLabel(`Search ${plural.toLowerCase()}`).fill(name);
      const row = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(
        row.getByText('Draft', { exact: true }).or(row.getByText('Published', { exact: true })),
      ).toBeVisible();
      return row;
    };

    // Publish and edit: listed by the public API under its new title.
    await (await find(title)).getByRole('button', { name: `Edit ${title}` }).click();
    let edit = page.getByRole('region', { name: `Edit ${singular}` });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await edit.getByLabel('Status', { exact: true }).selectOption('published');
    await edit.getByRole('button', { name: `Update ${singular}` }).click();
    await saved('updated');
    expect(await publicTitles()).toContain(`${title} (edited)`);

    // Unpublish: public no more.
    await (
      await find(`${title} (edited)`)
    )
      .getByRole('button', { name: `Edit ${title} (edited)` })
      .click();
    edit = page.getByRole('region', { name: `Edit ${singular}` });
    await edit.getByLabel('Status', { exact: true }).selectOption('draft');
    await edit.getByRole('button', { name: `Update ${singular}` }).click();
    await saved('updated');
    expect(await publicTitles()).not.toContain(`${title} (edited)`);

    // Delete, after the confirmation.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        `Are you sure you want to delete this ${singular.toLowerCase()}?`,
      );
      void dialog.accept();
    });
    await (
      await find(`${title} (edited)`)
    )
      .getByRole('button', { name: `Delete ${title} (edited)` })
      .click();
    await saved('deleted');
    await expect(list.getByRole('heading', { name: `${title} (edited)` })).toBeHidden();
    expect(cspViolations).toEqual([]);
  });
}
