import type { ContactMessage } from '@site/shared';
import { screen, within } from '@testing-library/react';
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

describe('the Messages tab', () => {
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
    await user.click(await screen.findByRole('tab', { name: 'Messages, 1 unread' }));
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
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.calls.find((call) => call.key === 'PATCH /api/admin/messages/m2')?.init.body).toBe(
      '{"read":true}',
    );
    expect(await screen.findByText('2 messages, 0 unread')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/messages': () => ok([]),
      'GET /api/admin/subscribers': () => ok([]),
    });
    const { user } = renderSignedIn();
    const posts = await screen.findByRole('tab', { name: 'Blog Posts' });
    posts.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
  });
});
