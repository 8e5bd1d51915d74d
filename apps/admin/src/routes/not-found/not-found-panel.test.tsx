import type { NotFoundEntry, Redirect } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, ok } from '@site/web/test/mock-fetch.ts';
import { currentAddress, mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';

const entry = (path: string, count: number): NotFoundEntry => ({
  path,
  count,
  firstAt: '2026-11-20T07:00:00.000Z',
  lastAt: '2026-11-30T09:30:00.000Z',
});
const page = (items: NotFoundEntry[], total = items.length, nextCursor: string | null = null) =>
  jsonResponse(200, { success: true, data: items, total, nextCursor });

// A screen's first render loads its code: slow on a busy machine.
describe('the Not found screen', { timeout: 20_000 }, () => {
  it('lists the addresses, the most frequent first, and loads more', async () => {
    mockAdminApi({
      'GET /api/admin/not-found?sort=count': () =>
        page([entry('/old-products', 14), entry('/brochure-2019.pdf', 3)], 3, 'c2'),
      'GET /api/admin/not-found?sort=count&cursor=c2': () => page([entry('/old-team', 1)], 3),
    });
    const { user } = renderSignedIn('/admin/not-found');
    const first = (await screen.findByText('/old-products')).closest('li')!;
    expect(first).toHaveTextContent('14 times · last');
    expect(
      screen.getByText('3 addresses answered “not found”; a redirect sends their visitors on.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('/old-team')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('orders by the latest seen, in the address', async () => {
    const api = mockAdminApi({
      'GET /api/admin/not-found?sort=count': () => page([entry('/old-products', 14)]),
      'GET /api/admin/not-found?sort=latest': () => page([entry('/yesterday', 1)]),
    });
    const { user } = renderSignedIn('/admin/not-found');
    await screen.findByText('/old-products');
    await user.selectOptions(screen.getByLabelText('Order'), 'latest');
    expect(await screen.findByText('/yesterday')).toBeInTheDocument();
    expect(currentAddress()).toBe('/admin/not-found?sort=latest');
    expect(api.keys()).toContain('GET /api/admin/not-found?sort=latest');
  });

  it('creates a redirect from an address: the Redirects screen opens with it filled in', async () => {
    let log = [entry('/old-products', 14)];
    const api = mockAdminApi({
      'GET /api/admin/not-found?sort=count': () => page(log),
      'GET /api/admin/redirects': () => ok([]),
      'POST /api/admin/redirects': (init) => {
        const body = JSON.parse(String(init.body)) as { from: string; to: string };
        log = [];
        const added: Redirect = {
          id: 'r1',
          ...body,
          status: 301,
          source: 'manual',
          createdBy: 'admin@example.com',
          createdAt: '2026-11-30T10:00:00.000Z',
        };
        return ok(added, 201);
      },
    });
    const { user } = renderSignedIn('/admin/not-found');
    const row = (await screen.findByText('/old-products')).closest('li')!;
    await user.click(
      within(row).getByRole('link', { name: 'Create a redirect from /old-products' }),
    );
    expect(currentAddress()).toBe('/admin/redirects?from=%2Fold-products');
    expect(await screen.findByLabelText('From')).toHaveValue('/old-products');
    await user.type(screen.getByLabelText('To'), '/products');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('/old-products now leads to /products.')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/redirects')).toEqual([
      { from: '/old-products', to: '/products', status: 301 },
    ]);
    // Back on the log, the address has left it.
    await user.click(screen.getByRole('link', { name: 'Not found' }));
    expect(await screen.findByText('No address has answered “not found” yet.')).toBeInTheDocument();
  });

  it('clears an address from the log', async () => {
    const api = mockAdminApi({
      'GET /api/admin/not-found?sort=count': [
        () => page([entry('/wp-login.php', 40)]),
        () => page([]),
      ],
      'DELETE /api/admin/not-found?path=%2Fwp-login.php': () => ok(entry('/wp-login.php', 40)),
    });
    const { user } = renderSignedIn('/admin/not-found');
    await user.click(
      await screen.findByRole('button', { name: 'Clear /wp-login.php from the log' }),
    );
    expect(await screen.findByText('/wp-login.php was cleared from the log.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('No address has answered “not found” yet.')).toBeInTheDocument(),
    );
    expect(api.keys()).toContain('DELETE /api/admin/not-found?path=%2Fwp-login.php');
  });
});
