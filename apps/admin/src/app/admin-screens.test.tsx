import type { TeamMember } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, currentAddress, mockAdminApi, renderSignedIn } from '../test/admin-portal.tsx';
import { fail, ok } from '@site/web/test/mock-fetch.ts';

const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the portal by role', () => {
  it('shows an author the posts and the account only, and asks for no lead or overview', async () => {
    const fetch = mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'author' } }),
      'GET /api/blogs/admin': () => ok([]),
    });
    // An author's start is the posts: there is no overview to show them.
    renderSignedIn('/admin');
    expect(await sidebarLinks()).toEqual(['Blog Posts', 'Library', 'Account']);
    await waitFor(() => expect(currentAddress()).toBe('/admin/posts'));
    expect(screen.queryByRole('heading', { name: 'At a glance' })).not.toBeInTheDocument();
    const keys = () => fetch.calls.map((call) => call.key);
    await waitFor(() => expect(keys()).toContain('GET /api/blogs/admin'));
    expect(keys().filter((url) => /admin\/(messages|dashboard)/.test(url))).toEqual([]);
  });

  it('says a screen the role may not use is not available, by its address too', async () => {
    const fetch = mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'author' } }),
    });
    renderSignedIn('/admin/team');
    const heading = await screen.findByRole('heading', { name: 'Not available' });
    // The focus moves once the screen is on the page (an effect, after the commit).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Team is not part of what your role can use.')).toBeInTheDocument();
    expect(fetch.keys().filter((key) => key.includes('/api/admin/users'))).toEqual([]);
  });

  it('shows an editor the content but no leads, team or audit, grouped', async () => {
    mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'editor' } }),
      'GET /api/blogs/admin': () => ok([]),
    });
    renderSignedIn();
    expect(await sidebarLinks()).toEqual([
      'Overview',
      'Blog Posts',
      'Jobs',
      'Courses',
      'Projects',
      'Media',
      'Documents',
      'Library',
      'Redirects',
      'Not found',
      'Account',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByText('Content')).toBeInTheDocument();
    expect(within(nav).getByText('Settings')).toBeInTheDocument();
    expect(within(nav).queryByText('Leads')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Team')).not.toBeInTheDocument();
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
    await user.click(await screen.findByRole('link', { name: 'Team' }));
    expect(currentAddress()).toBe('/admin/team');
    expect(await screen.findByText('2 accounts, 1 invited')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of new@example.org' })).toHaveValue('editor');
    expect(screen.getByRole('button', { name: 'Remove new@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('author');
  });

  it('says plainly why no invitation went out when account mail is off, and shows the link to pass on', async () => {
    const link = 'https://www.example.com/admin/accept-invite#token=abcdefghijklmnopqrstuvwxyz';
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
    await user.click(await screen.findByRole('link', { name: 'Team' }));
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

describe('addresses of the portal', () => {
  it('shows "not found" inside the portal for an unknown screen or item, with a way back', async () => {
    mockAdminApi({
      'GET /api/blogs/missing': () => fail(404, 'Blog post not found'),
      'GET /api/admin/jobs/missing': () => fail(404, 'Job not found'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSignedIn('/admin/no-such-screen');
    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Blog Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Blog Posts' }));
    expect(currentAddress()).toBe('/admin/posts');
    history.pushState(null, '', '/admin/posts/missing');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the posts' }));
    expect(currentAddress()).toBe('/admin/posts');
    history.pushState(null, '', '/admin/jobs/missing');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
  });

  it('names the screen in the title, and the menu on a phone opens, closes on Escape and on a choice', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/subscribers': () => ok([]),
    });
    const { user } = renderSignedIn();
    await screen.findByRole('heading', { name: 'Blog Posts' });
    expect(document.title).toMatch(/^Blog Posts · Admin Portal/);
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Subscribers' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Subscribers · Admin Portal/);
  });
});
