import { expect, test } from '@playwright/test';
import { TRAINING_REGISTERED_MESSAGE } from '@site/shared/lead-messages';
import { translatingURL } from '../playwright.config.ts';
import { storedLead } from './fixtures/team.ts';

/** Issue 32: Register Now works without script. It is a link to the server's registration form of
 * the course (GET /api/training-registrations/form?course=…), which posts to the same route as the
 * app's dialog and is thanked on a page (docs/decisions/044, 052). Like first-paint-forms.spec.ts,
 * the lead goes to the run's second server (the lead limit is per client, and every browser here is
 * one client). */
test.use({ baseURL: translatingURL });

test.describe('Register Now without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the course registration form, which the browser sends, thanked and stored for the next session', async ({
    page,
  }) => {
    const lastName = `Njoroge ${test.info().project.name} ${Date.now()}`;
    await page.goto('/training');
    const course = 'CCTV & Video Analytics for Public Safety';
    const registerNow = page.getByRole('button', {
      name: new RegExp(`^Register Now ?: ${course}$`),
    });
    // With the app on its way, a tap here is kept for it (the early actions of decision 043, tested
    // in app/early-actions.test.tsx and app/head-script.test.ts): the button carries its name.
    await expect(registerNow).toHaveAttribute('data-early-action', 'register:cctv-analytics');
    await registerNow.click();

    await expect(page).toHaveURL(/\/api\/training-registrations\/form\?course=cctv-analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
    // Its 2025 session is past: the registration is for the next one, to be announced.
    await expect(page.getByText('the next session, to be announced')).toBeVisible();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Wambui');
    await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'Email' }).fill('wambui@example.org');
    await page.getByRole('spinbutton', { name: 'Number of participants' }).fill('2');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/api\/training-registrations\/sent$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration received' }),
    ).toBeVisible();
    await expect(page.getByText(TRAINING_REGISTERED_MESSAGE)).toBeVisible();

    expect(storedLead('training_registrations', lastName)).toMatchObject({
      course,
      course_id: 'cctv-analytics',
      session_id: null,
      first_name: 'Wambui',
      participants: 2,
    });
  });
});
