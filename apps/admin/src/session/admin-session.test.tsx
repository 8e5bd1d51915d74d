import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  expectNoToken,
  mockAdminApi,
  mockSignedOutApi,
  renderPortal,
  renderSignedIn,
} from '../test/admin-portal.tsx';
import { deferred, fail, networkDown, ok } from '@site/web/test/mock-fetch.ts';

const loginOk = () =>
  ok({
    session: { access_token: 'new-token', expires_at: '2030-01-01T00:00:00.000Z' },
    user: ADMIN,
  });

async function signIn(user: ReturnType<typeof renderPortal>['user'], password = 'secret-password') {
  await user.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
}

describe('signing in', () => {
  it('shows the sign-in card with required, labelled fields when the browser holds no session', async () => {
    mockSignedOutApi({});
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Portal' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('signs in and shows the dashboard, keeping no token: the session is the server’s cookie', async () => {
    const api = mockSignedOutApi({
      'POST /api/auth/login': loginOk,
      'GET /api/blogs/admin': () => ok([]),
    });
    const { user } = renderPortal();
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Blog Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, admin@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const login = api.calls.find((call) => call.key === 'POST /api/auth/login');
    expect(JSON.parse(String(login?.init.body))).toEqual({
      email: 'admin@example.com',
      password: 'secret-password',
    });
    await waitFor(() => expect(api.keys()).toContain('GET /api/blogs/admin'));
    // The answer's access_token (for API clients) is neither sent nor stored.
    expectNoToken(api.calls);
    expect(JSON.stringify({ ...localStorage })).not.toContain('new-token');
  });

  it('shows "Logging in..." on a disabled button while the request runs', async () => {
    const pending = deferred();
    mockSignedOutApi({
      'POST /api/auth/login': () => pending.promise,
      'GET /api/blogs/admin': () => ok([]),
    });
    const { user } = renderPortal();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.release(loginOk());
    expect(await screen.findByRole('heading', { name: 'Blog Dashboard' })).toBeInTheDocument();
  });

  it('reports a refused login with the server error', async () => {
    mockSignedOutApi({ 'POST /api/auth/login': () => fail(401, 'Invalid email or password') });
    const { user } = renderPortal();
    await signIn(user, 'wrong');
    expect(await screen.findByText('Login failed: Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed: Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In to Dashboard' })).toBeEnabled();
  });

  it('reports the rate limit message as the server words it', async () => {
    mockSignedOutApi({
      'POST /api/auth/login': () =>
        fail(429, 'Too many login attempts. Please try again in 15 minutes.'),
    });
    const { user } = renderPortal();
    await signIn(user);
    expect(
      await screen.findByText(
        'Login failed: Too many login attempts. Please try again in 15 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('reports a network failure and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockSignedOutApi({ 'POST /api/auth/login': networkDown });
    const { user } = renderPortal();
    await signIn(user);
    expect(
      await screen.findByText('Login failed. Please try again. Check console for details.'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('lets the admin dismiss a message', async () => {
    mockSignedOutApi({ 'POST /api/auth/login': () => fail(401, 'Invalid email or password') });
    const { user } = renderPortal();
    await signIn(user);
    await screen.findByText('Login failed: Invalid email or password');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Login failed: Invalid email or password')).not.toBeInTheDocument();
  });
});

describe("the browser's session", () => {
  it('is confirmed with GET /auth/me while "Checking your session…" shows', async () => {
    const pending = deferred();
    const api = mockAdminApi({
      'GET /api/auth/me': () => pending.promise,
      'GET /api/blogs/admin': () => ok([]),
    });
    renderSignedIn();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    pending.release(ok({ user: ADMIN }));
    expect(await screen.findByText('Welcome back, admin@example.com')).toBeInTheDocument();
    expectNoToken(api.calls);
  });

  it('shows the sign-in card at once, asking the server nothing, in a browser that never signed in', async () => {
    const api = mockSignedOutApi({});
    renderPortal();
    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(api.calls).toEqual([]);
  });

  it('shows the sign-in card, with no message, when the server has ended the session', async () => {
    const api = mockAdminApi({ 'GET /api/auth/me': () => fail(401, 'Authentication required') });
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(api.keys()).toEqual(['GET /api/auth/me']);
  });

  it('drops a token an earlier version kept in localStorage, without sending it', async () => {
    localStorage.setItem('adminToken', 'an-old-bearer-token-0123456789');
    const api = mockAdminApi({ 'GET /api/auth/me': () => fail(401, 'Authentication required') });
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expectNoToken(api.calls);
  });

  it('only logs a failed check', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({ 'GET /api/auth/me': networkDown });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('logging out', () => {
  it('calls the server (which ends the session and its cookie) and shows the sign-in card', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/auth/logout': () => ok(null),
      'POST /api/auth/login': () =>
        ok({
          session: { access_token: 'new-token', expires_at: '2099-01-01T00:00:00.000Z' },
          user: ADMIN,
        }),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/auth/logout');

    // Nothing of the ended session is kept: the next sign-in loads the list afresh.
    await user.type(screen.getByLabelText('Email Address'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.key === 'GET /api/blogs/admin')).toHaveLength(2),
    );
    expectNoToken(api.calls);
  });

  it('ignores a failed logout call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]), 'POST /api/auth/logout': networkDown });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });
});

describe('addresses while signed out', () => {
  it('signs in at the address asked for and opens that screen, with its filters', async () => {
    const api = mockSignedOutApi({
      'POST /api/auth/login': loginOk,
      'GET /api/admin/jobs?q=signal': () => ok([]),
    });
    const { user } = renderPortal('/admin/jobs?q=signal');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(location.pathname + location.search).toBe('/admin/jobs?q=signal');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('signal');
    await waitFor(() => expect(api.keys()).toContain('GET /api/admin/jobs?q=signal'));
  });

  it("opens a mailed link's screen, and keeps its token out of the address and the history", async () => {
    const api = mockSignedOutApi({
      'POST /api/auth/password-reset/confirm': () => ok({ email: 'admin@example.com' }),
    });
    const { user } = renderPortal('/admin/reset-password#token=abc_123');
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(location.href).toBe(`${location.origin}/admin`);
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(
      await screen.findByText('Your new password is set: sign in as admin@example.com.'),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/password-reset/confirm')).toEqual([
      { token: 'abc_123', password: 'a long new passphrase' },
    ]);
  });

  it('still opens a link mailed before the portal had addresses (/admin#accept-invite=…)', async () => {
    mockSignedOutApi({});
    renderPortal('/admin#accept-invite=old_token');
    expect(
      await screen.findByRole('heading', { name: 'Accept your invitation' }),
    ).toBeInTheDocument();
    expect(location.hash).toBe('');
  });
});
