import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectNoToken,
  formEntries,
  makePost,
  mockAdminApi,
  renderSignedIn,
  writeInEditor,
} from '../test/admin-portal.tsx';
import { fail, ok } from '@site/web/test/mock-fetch.ts';

describe('a session that ends while the form is open', () => {
  it('keeps the form text, asks to sign in again, and saves afterwards', async () => {
    let sessionValid = true;
    let postAttempts = 0;
    const api = mockAdminApi({
      'GET /api/auth/me': () => (sessionValid ? ok({ user: ADMIN }) : fail(401, 'Unauthorized')),
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/blogs': () => {
        postAttempts += 1;
        return postAttempts === 1 ? fail(401, 'Unauthorized') : ok(makePost(), 201);
      },
      'POST /api/auth/login': () => {
        sessionValid = true;
        return ok({
          session: { access_token: 'fresh-token', expires_at: '2030-01-01T00:00:00.000Z' },
          user: ADMIN,
        });
      },
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    await user.type(await screen.findByLabelText('Title'), 'Long article');
    await writeInEditor('Content', 'Hours of writing');
    sessionValid = false;
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));

    expect(
      await screen.findByText('Your session has expired. Sign in again to save your changes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in again' })).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Long article');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Hours of writing');
    expect(localStorage.getItem('adminDraft')).toContain('Hours of writing');
    // The ended session makes no further calls: the next change waits for the new sign-in.
    const callsBeforeSignIn = api.calls.length;

    await user.type(screen.getByLabelText('Email Address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sign in again' })).not.toBeInTheDocument(),
    );
    expect(api.calls.slice(callsBeforeSignIn).map((call) => call.key)[0]).toBe(
      'POST /api/auth/login',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Long article');

    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    const saves = api.calls.filter((call) => call.key === 'POST /api/blogs');
    expect(saves).toHaveLength(2);
    expect(formEntries(saves[1]?.init).content).toBe('<p>Hours of writing</p>');
    expectNoToken(api.calls);
  });

  it('treats a 400 with a still-valid session as a plain error', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/blogs': () => fail(400, 'title is required'),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    await user.type(await screen.findByLabelText('Title'), 'T');
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Error: title is required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in again' })).not.toBeInTheDocument();
  });
});
