import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { openScreen, portalTest as test, submitSignIn } from './fixtures/admin.ts';
import { expect } from './fixtures/test.ts';

// The portal's addresses (decision 068): each screen loads by its address (at phone width, one of each
// kind), survives a reload, and the browser's back and forward move between screens; an author sees
// only an author's screens. At both widths: the sidebar is a menu on a phone. axe on the overview, a
// list, a form, Team and Audit.

/** Each address and the heading its screen shows. */
const SCREENS: [string, string][] = [
  ['/admin', 'At a glance'],
  ['/admin/posts', 'Blog Posts'],
  ['/admin/posts/new', 'Create New Blog Post'],
  ['/admin/jobs', 'Jobs'],
  ['/admin/jobs/new', 'Create New Job'],
  ['/admin/courses', 'Courses'],
  ['/admin/projects', 'Projects'],
  ['/admin/media', 'Media'],
  ['/admin/documents', 'Documents'],
  ['/admin/messages', 'Messages'],
  ['/admin/subscribers', 'Subscribers'],
  ['/admin/registrations', 'Registrations'],
  ['/admin/redirects', 'Redirects'],
  ['/admin/not-found', 'Not found'],
  ['/admin/team', 'Team'],
  ['/admin/audit', 'Audit trail'],
  ['/admin/settings', 'Backups'],
  ['/admin/account', 'Your account'],
];
const AXE_ON = new Set([
  '/admin',
  '/admin/posts',
  '/admin/jobs/new',
  '/admin/team',
  '/admin/audit',
]);
/** At phone width every screen has the same frame (the sidebar is a menu): a list, a form, a table of
 * people, the trail and the account stand for the rest. */
const ON_PHONE = new Set([...AXE_ON, '/admin/account']);

const screenHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first();

test.describe('portal addresses', () => {
  // Reduced motion: axe does not wait out entry animations.
  test.use({ reducedMotion: 'reduce' });

  test('every screen loads by its address and after a reload; back and forward move between screens; axe finds nothing serious', async ({
    page,
    adminApi,
  }, testInfo) => {
    // Every address of the portal loaded and checked, axe on several: a walk, not one page.
    test.slow();
    // axe reads the same markup at both widths; at phone width the one difference is the sidebar,
    // a menu button there, which the overview shows.
    const phone = testInfo.project.name === 'phone';
    const axeOn = phone ? new Set(['/admin']) : AXE_ON;
    for (const [address, heading] of SCREENS.filter(
      ([address]) => !phone || ON_PHONE.has(address),
    )) {
      await page.goto(address);
      await expect(screenHeading(page, heading), address).toBeVisible();
      if (axeOn.has(address)) await expectNoSeriousViolations(page);
    }
    await page.reload();
    await expect(screenHeading(page, 'Your account')).toBeVisible();

    // An item's own address; an unknown one is "not found" inside the portal.
    const seeded = await adminApi.get('/api/admin/projects');
    const project = (await seeded.json()).data[0] as { id: string; title: string };
    await page.goto(`/admin/projects/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(project.title);
    await page.goto('/admin/projects/no-such-project');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The sidebar moves between screens; back and forward follow, filters included.
    await page.goto('/admin/posts?status=in_review');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('in_review');
    await openScreen(page, 'Jobs');
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/posts\?status=in_review$/);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('in_review');
    await page.goForward();
    await expect(screenHeading(page, 'Jobs')).toBeVisible();
    await page.reload();
    await expect(screenHeading(page, 'Jobs')).toBeVisible();
  });

  test("an author's portal: only posts and the account, no publishing, and sign-in returns to the address asked for", async ({
    browser,
    adminApi,
  }, testInfo) => {
    const email = `author-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = 'an author passphrase';
    const invited = await adminApi.post('/api/admin/users', { data: { email, role: 'author' } });
    const { inviteLink } = (await invited.json()).data as { inviteLink: string };
    const token = new URLSearchParams(new URL(inviteLink).hash.slice(1)).get('token');
    expect(
      (await adminApi.post('/api/auth/accept-invite', { data: { token, password } })).ok(),
    ).toBe(true);

    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const author = await context.newPage();
    await author.goto('/admin/posts/new');
    await submitSignIn(author, { email, password });
    await expect(author.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await expect(author).toHaveURL(/\/admin\/posts\/new$/);
    await expect(author.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
      'Draft',
      'Submit for review',
    ]);
    const menu = author.getByRole('button', { name: /Menu/ });
    if (await menu.isVisible()) await menu.click();
    await expect(
      author.getByRole('navigation', { name: 'Admin sections' }).getByRole('link'),
    ).toHaveText(['Blog Posts', 'Account']);
    for (const address of ['/admin/team', '/admin/audit', '/admin/messages', '/admin/settings']) {
      await author.goto(address);
      await expect(author.getByRole('heading', { name: 'Not available' }), address).toBeVisible();
    }
    // No overview for an author: the start of the portal is the posts.
    await author.goto('/admin');
    await expect(author).toHaveURL(/\/admin\/posts$/);
    await context.close();
  });
});
