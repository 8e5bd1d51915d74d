import type { TeamMember } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, mockAdminApi, renderSignedIn } from '../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

const tabNames = async () =>
  within(await screen.findByRole('tablist', { name: 'Admin sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('aria-label'));

describe('the portal by role', () => {
  it('shows an author the posts and the account only, and asks for no lead or overview', async () => {
    const fetch = mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'author' } }),
      'GET /api/blogs/admin': () => ok([]),
    });
    renderSignedIn();
    expect(await tabNames()).toEqual(['Blog Posts', 'Account']);
    expect(screen.queryByRole('heading', { name: 'At a glance' })).not.toBeInTheDocument();
    const keys = () => fetch.calls.map((call) => call.key);
    await waitFor(() => expect(keys()).toContain('GET /api/blogs/admin'));
    expect(keys().filter((url) => /admin\/(messages|dashboard)/.test(url))).toEqual([]);
  });

  it('shows an editor the content but no leads, team or audit', async () => {
    mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'editor' } }),
      'GET /api/blogs/admin': () => ok([]),
    });
    renderSignedIn();
    const names = await tabNames();
    expect(names).toContain('Jobs');
    expect(names).toContain('Account');
    for (const hidden of ['Messages', 'Subscribers', 'Registrations', 'Team', 'Audit', 'Settings'])
      expect(names).not.toContain(hidden);
  });

  it('shows an administrator the team, with each person’s role and a confirmed removal', async () => {
    const team: TeamMember[] = [
      {
        id: 'u1',
        email: ADMIN.email,
        role: 'admin',
        status: 'active',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      {
        id: 'u2',
        email: 'new@example.org',
        role: 'editor',
        status: 'invited',
        createdAt: '2026-11-25T09:00:00.000Z',
      },
    ];
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/messages': () => ok([]),
      'GET /api/admin/users': () => ok(team),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    expect(await screen.findByText('2 accounts, 1 invited')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of new@example.org' })).toHaveValue('editor');
    expect(screen.getByRole('button', { name: 'Remove new@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('author');
  });

  it('says plainly why no invitation went out when account mail is off, and shows the link to pass on', async () => {
    const link = 'https://www.example.com/admin#accept-invite=abcdefghijklmnopqrstuvwxyz';
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/messages': () => ok([]),
      'GET /api/admin/users': () => ok([]),
      'POST /api/admin/users': () =>
        ok({
          id: 'u3',
          email: 'amina@example.org',
          role: 'author',
          status: 'invited',
          createdAt: '2026-11-29T09:00:00.000Z',
          inviteLink: link,
          mailOff: 'no-public-url',
        }),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    await user.type(await screen.findByLabelText('Email Address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        /Account mail is off: this server runs in production without PUBLIC_URL/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue(link)).toBeInTheDocument();
  });
});
