import type { AuditEntry } from '@site/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAddress, mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { jsonResponse } from '@site/web/test/mock-fetch.ts';

const page = (entries: AuditEntry[]) => () =>
  jsonResponse(200, { success: true, data: entries, total: entries.length, nextCursor: null });

const removal: AuditEntry = {
  id: 'a1',
  at: '2026-11-28T09:00:00.000Z',
  actor: 'admin@example.com',
  action: 'user.remove',
  target: 'user:someone@example.org',
  ip: '192.0.2.1',
};

describe('the Audit screen', () => {
  it('keeps its filters in the address: a shared link shows the same entries, a change updates it', async () => {
    const api = mockAdminApi({
      'GET /api/admin/audit?action=user.remove': page([removal]),
      'GET /api/admin/audit?actor=admin%40example.com&action=user.remove': page([removal]),
      'GET /api/admin/audit': page([]),
    });
    const { user } = renderSignedIn('/admin/audit?action=user.remove');
    expect(await screen.findByText('1 entry, newest first')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.remove');

    await user.type(screen.getByLabelText('Person (e-mail)'), 'admin@example.com');
    await waitFor(() =>
      expect(currentAddress()).toBe('/admin/audit?action=user.remove&actor=admin%40example.com'),
    );
    await waitFor(() =>
      expect(api.keys()).toContain(
        'GET /api/admin/audit?actor=admin%40example.com&action=user.remove',
      ),
    );
    await user.clear(screen.getByLabelText('Person (e-mail)'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), '');
    expect(currentAddress()).toBe('/admin/audit');
    await waitFor(() => expect(api.keys().at(-1)).toBe('GET /api/admin/audit'));
  });
});
