import type { NewsletterSubscriber } from '@site/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

const subscriber = (overrides: Partial<NewsletterSubscriber>): NewsletterSubscriber => ({
  id: 's1',
  email: 'reader@example.org',
  status: 'confirmed',
  createdAt: '2026-11-23T09:00:00.000Z',
  confirmedAt: '2026-11-23T09:05:00.000Z',
  unsubscribeUrl: 'https://www.example.com/api/newsletter/unsubscribe?token=x',
  ...overrides,
});

describe('the Subscribers tab', () => {
  it('shows whether each address confirmed its subscription, and counts the pending ones', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/messages': () => ok([]),
      'GET /api/admin/subscribers': () =>
        ok([
          subscriber({ id: 's2', email: 'new@example.org', status: 'pending', confirmedAt: null }),
          subscriber({}),
        ]),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('link', { name: 'Subscribers' }));
    expect(await screen.findByText('2 subscribers, 1 pending')).toBeInTheDocument();
    const pending = screen.getByText('new@example.org').closest('li')!;
    expect(within(pending).getByText('Pending confirmation')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Confirmation link sent');
    const confirmed = screen.getByText('reader@example.org').closest('li')!;
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(confirmed).toHaveTextContent('Subscribed');
  });
});
