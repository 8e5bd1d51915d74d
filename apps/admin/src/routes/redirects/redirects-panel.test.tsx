import type { Redirect } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@site/web/test/mock-fetch.ts';
import { mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';

const slugRedirect: Redirect = {
  id: 'r1',
  from: '/blog/kisumu-one',
  to: '/blog/kisumu-junctions',
  status: 301,
  source: 'slug',
  createdBy: 'editor@example.com',
  createdAt: '2026-11-28T09:00:00.000Z',
};

describe('the Redirects screen', () => {
  it('lists the redirects, adds one and says why the server refused another', async () => {
    let stored = [slugRedirect];
    const api = mockAdminApi({
      'GET /api/admin/redirects': () => ok(stored),
      'POST /api/admin/redirects': [
        (init) => {
          const body = JSON.parse(String(init.body)) as { from: string; to: string; status: 301 };
          const added = { ...slugRedirect, ...body, id: 'r2', source: 'manual' as const };
          stored = [added, ...stored];
          return ok(added, 201);
        },
        () =>
          fail(
            400,
            'This redirect would lead to an address that redirects again; point it at the final address.',
          ),
      ],
    });
    const { user } = renderSignedIn('/admin/redirects');
    const item = (await screen.findByText(/\/blog\/kisumu-one/)).closest('li')!;
    expect(item).toHaveTextContent("Permanent (301) · Made when a post's address changed");

    await user.type(screen.getByLabelText('From'), '/old-products');
    await user.type(screen.getByLabelText('To'), '/products');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('/old-products now leads to /products.')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/redirects')).toEqual([
      { from: '/old-products', to: '/products', status: 301 },
    ]);
    expect(await screen.findByText('2 redirects, newest first')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('');

    await user.type(screen.getByLabelText('From'), '/older-products');
    await user.type(screen.getByLabelText('To'), '/old-products');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'The redirect was not added: This redirect would lead to an address that redirects again',
      ),
    );
    // Nothing typed is lost.
    expect(screen.getByLabelText('From')).toHaveValue('/older-products');
  });

  it('removes a redirect after the confirmation', async () => {
    const api = mockAdminApi({
      'GET /api/admin/redirects': [() => ok([slugRedirect]), () => ok([])],
      'DELETE /api/admin/redirects/r1': () => ok(slugRedirect),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSignedIn('/admin/redirects');
    const item = (await screen.findByText(/\/blog\/kisumu-one/)).closest('li')!;
    await user.click(
      within(item).getByRole('button', { name: 'Remove the redirect from /blog/kisumu-one' }),
    );
    expect(await screen.findByText('Redirect removed.')).toBeInTheDocument();
    expect(await screen.findByText('No redirects yet.')).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/admin/redirects/r1');
  });
});
