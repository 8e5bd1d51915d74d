import type { ContactMessage } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: 'm1',
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.org',
  message: 'Hello',
  subject: null,
  phone: null,
  company: null,
  read: false,
  createdAt: '2026-11-23T09:00:00.000Z',
  ...overrides,
});

describe('the Messages screen', () => {
  it('shows the unread count, the visitor text as text, and marks a message read', async () => {
    let stored = [
      message({
        id: 'm2',
        firstName: 'Peter',
        lastName: 'Mwangi',
        message: '<img src=x onerror=alert(1)> hi',
        subject: 'Get Quote',
      }),
      message({ id: 'm1', read: true }),
    ];
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/messages': () => ok(stored),
      'PATCH /api/admin/messages/m2': (init) => {
        stored = stored.map((m) =>
          m.id === 'm2' ? { ...m, ...JSON.parse(String(init.body)) } : m,
        );
        return ok(stored[0]);
      },
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('link', { name: 'Messages, 1 unread' }));
    const article = await screen.findByRole('article', { name: 'Message from Peter Mwangi' });
    expect(article).toHaveTextContent('<img src=x onerror=alert(1)> hi');
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('link', { name: 'Reply to Peter Mwangi' })).toHaveAttribute(
      'href',
      'mailto:amina@example.org?subject=Re%3A%20Get%20Quote',
    );
    expect(screen.getByText('2 messages, 1 unread')).toBeInTheDocument();

    await user.click(
      within(article).getByRole('button', { name: 'Mark as read: message from Peter Mwangi' }),
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.calls.find((call) => call.key === 'PATCH /api/admin/messages/m2')?.init.body).toBe(
      '{"read":true}',
    );
    expect(await screen.findByText('2 messages, 0 unread')).toBeInTheDocument();
  });

  it("opens on the message a new message's mail links to (/admin/messages?id=…)", async () => {
    mockAdminApi({
      'GET /api/admin/messages': () =>
        ok([message({ id: 'm2', firstName: 'Peter', lastName: 'Mwangi' }), message({})]),
    });
    renderSignedIn('/admin/messages?id=m1');
    const opened = await screen.findByRole('article', { name: 'Message from Amina Otieno' });
    expect(opened).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(opened).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Message from Peter Mwangi' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('says so when the message a link names was deleted', async () => {
    mockAdminApi({ 'GET /api/admin/messages': () => ok([message({})]) });
    renderSignedIn('/admin/messages?id=gone');
    expect(
      await screen.findByText(
        'The message this link opened is no longer in the inbox: it was deleted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Message from Amina Otieno' })).toBeInTheDocument();
  });
});
