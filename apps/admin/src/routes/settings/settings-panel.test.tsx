import type { BackupRun, BackupsOverview } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { deferred, fail, ok } from '@site/web/test/mock-fetch.ts';

const run = (overrides: Partial<BackupRun> = {}): BackupRun => ({
  id: 'r1',
  trigger: 'scheduled',
  status: 'succeeded',
  at: '2026-11-28T02:00:00.000Z',
  finishedAt: '2026-11-28T02:00:03.000Z',
  dir: '2026-11-28T02-00-00.000Z',
  bytes: 4_200_000,
  tables: 23,
  rows: 1234,
  files: 12,
  copiedObjects: 2,
  error: null,
  ...overrides,
});

const overview = (overrides: Partial<BackupsOverview> = {}): BackupsOverview => {
  const last = run();
  return {
    enabled: true,
    everyHours: 24,
    keep: 14,
    bucket: true,
    running: false,
    nextAt: '2026-11-29T02:00:00.000Z',
    last,
    lastSuccessAt: last.at,
    recent: [last],
    ...overrides,
  };
};

async function openSettings() {
  const { user } = renderSignedIn();
  await user.click(await screen.findByRole('link', { name: 'Settings' }));
  const panel = (await screen.findByRole('heading', { name: 'Backups' })).closest('section')!;
  return { user, panel };
}

describe('the Settings tab: backups', () => {
  it('shows the last backup, the schedule and the latest runs, and backs up now with its result', async () => {
    const made = run({
      id: 'r2',
      trigger: 'manual',
      at: '2026-11-28T09:30:00.000Z',
      bytes: 5_000_000,
      rows: 1300,
      files: 13,
    });
    const answer = deferred();
    const fetch = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/backups': [
        () => ok(overview()),
        () => ok(overview({ last: made, recent: [made, run()] })),
      ],
      'POST /api/admin/backups': () => answer.promise,
    });
    const { user, panel } = await openSettings();
    const box = within(panel);
    expect(
      await box.findByText('Backed up every 24 hours; the last 14 are kept.'),
    ).toBeInTheDocument();
    expect(
      box.getByText('Each backup copies the new objects of the uploads bucket.'),
    ).toBeVisible();
    const lastBackup = box.getByText('Last backup').closest('div')!;
    expect(within(lastBackup).getByText('Succeeded')).toBeInTheDocument();
    expect(lastBackup).toHaveTextContent('4.2 MB: 23 tables (1,234 rows), 12 files');
    expect(box.getAllByRole('listitem')).toHaveLength(1);

    await user.click(box.getByRole('button', { name: 'Back up now' }));
    expect(box.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
    expect(fetch.keys()).toContain('POST /api/admin/backups');
    answer.release(ok(made, 201));
    expect(
      await within(screen.getByRole('status')).findByText(
        'Backed up: 5.0 MB: 23 tables (1,300 rows), 13 files.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(box.getAllByRole('listitem')).toHaveLength(2));
    expect(box.getAllByRole('listitem')[0]).toHaveTextContent('Backed up now');
    expect(box.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it('says why a backup failed, from the server, and shows the failed run', async () => {
    const failed = run({
      id: 'r3',
      status: 'failed',
      trigger: 'manual',
      bytes: null,
      tables: null,
      rows: null,
      files: null,
      error: 'ENOSPC: no space left on device',
    });
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/backups': [
        () => ok(overview({ everyHours: 0.5, bucket: false })),
        () => ok(overview({ everyHours: 0.5, bucket: false, last: failed, recent: [failed] })),
      ],
      'POST /api/admin/backups': () =>
        fail(500, 'The backup failed: ENOSPC: no space left on device'),
    });
    const { user, panel } = await openSettings();
    const box = within(panel);
    expect(
      await box.findByText('Backed up every 30 minutes; the last 14 are kept.'),
    ).toBeInTheDocument();
    expect(box.getByText('Each backup copies the uploads folder.')).toBeVisible();
    await user.click(box.getByRole('button', { name: 'Back up now' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'The backup failed: ENOSPC: no space left on device',
      ),
    ).toBeInTheDocument();
    const lastBackup = (await box.findByText('Failed', { selector: 'dd span' })).closest('dd')!;
    expect(lastBackup).toHaveTextContent('ENOSPC: no space left on device');
  });

  it('says how to turn backups on while they are off, with no button', async () => {
    const fetch = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'GET /api/admin/backups': () =>
        ok(overview({ enabled: false, nextAt: null, last: null, lastSuccessAt: null, recent: [] })),
    });
    const { panel } = await openSettings();
    const box = within(panel);
    expect(await box.findByText('Backups are off.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('To turn them on, set BACKUP_DIR to a folder on the server');
    expect(panel).toHaveTextContent('BACKUP_EVERY_HOURS sets how often (24 by default)');
    expect(box.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
    expect(fetch.keys()).not.toContain('POST /api/admin/backups');
  });
});
