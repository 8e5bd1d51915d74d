import { expect, test } from '@playwright/test';
import type { TrainingRegistration } from '@site/shared';
import { TRAINING_REGISTERED_MESSAGE } from '@site/shared/lead-messages';
import { e2eAdmin, translatingURL } from '../playwright.config.ts';

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
    request,
  }) => {
    const lastName = `Njoroge ${test.info().project.name} ${Date.now()}`;
    await page.goto('/training');
    const course = 'CCTV & Video Analytics for Public Safety';
    await page.getByRole('button', { name: new RegExp(`^Register Now ?: ${course}$`) }).click();

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

    const login = await request.post('/api/auth/login', {
      data: { email: e2eAdmin.email, password: e2eAdmin.password },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.session.access_token}` };
    const stored = (
      (await (await request.get('/api/admin/training-registrations', { headers })).json())
        .data as TrainingRegistration[]
    ).find((registration) => registration.lastName === lastName);
    expect(stored).toMatchObject({
      course,
      courseId: 'cctv-analytics',
      session: null,
      firstName: 'Wambui',
      participants: 2,
    });
  });
});
