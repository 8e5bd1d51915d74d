import type { BackupRun, BackupsOverview, BackupTrigger } from '@site/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { fetchBackups, startBackup } from '../../api/admin-api.ts';
import { useSessionQuery } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { megabytes } from '../../components/megabytes.ts';
import { plural, secondaryButton, smallPrimaryButton } from '../../components/list-panel.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useSession } from '../../session/session-context.tsx';
import { PanelSection } from '../../components/panel-section.tsx';

export const backupsKey = ['admin', 'backups'] as const;

const TRIGGER_LABELS: Record<BackupTrigger, string> = {
  scheduled: 'Scheduled',
  manual: 'Backed up now',
  'before-migrate': 'Before a migration',
};

/** 24 → 'every 24 hours', 1 → 'every hour', 0.5 → 'every 30 minutes'. */
export function backupPeriod(hours: number): string {
  if (hours === 1) return 'every hour';
  if (hours < 1) return `every ${plural(Math.round(hours * 60), 'minute')}`;
  return `every ${plural(Number(hours.toFixed(2)), 'hour')}`;
}

/** What a run holds, in a line: '4.2 MB: 23 tables (1,234 rows), 12 files'. */
function contents(run: BackupRun): string {
  if (run.bytes === null) return '';
  const rows = (run.rows ?? 0).toLocaleString('en-US');
  return `${megabytes(run.bytes)}: ${plural(run.tables ?? 0, 'table')} (${rows} rows), ${plural(run.files ?? 0, 'file')}`;
}

/** The "Settings" tab (administrators): the server's backups (decision 062). When they are on: the
 * last backup, the schedule and the latest runs, and "Back up now"; when they are off, how to turn
 * them on. */
export function SettingsPanel() {
  const { token } = useSession();
  const backups = useSessionQuery(backupsKey, token, fetchBackups);
  const data = backups.data;
  return (
    <PanelSection title="Backups" roomy>
      {data ? (
        data.enabled ? (
          <BackupsOn data={data} />
        ) : (
          <BackupsOff />
        )
      ) : backups.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">The backups could not be loaded.</p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void backups.refetch()}
            disabled={backups.isFetching}
          >
            Try again
          </button>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </PanelSection>
  );
}

function BackupsOff() {
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-700">
      <p>
        <strong>Backups are off.</strong> The server makes no backups of its own, and in production
        a new release that updates the database will not start without them.
      </p>
      <p>
        To turn them on, set <code className="font-mono">BACKUP_DIR</code> to a folder on the server
        (for example <code className="font-mono">/var/backups/site</code>, on another disk than the
        database) and restart it. <code className="font-mono">BACKUP_EVERY_HOURS</code> sets how
        often (24 by default) and <code className="font-mono">BACKUP_KEEP</code> how many are kept
        (14 by default). Copy that folder off the machine too.
      </p>
    </div>
  );
}

function BackupsOn({ data }: { data: BackupsOverview }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { notify } = useAdminMessages();
  const backUp = useMutation({
    mutationFn: () => startBackup(token),
    // The server's words say what happened (off, running already, or why it failed).
    meta: { refused: (error) => error },
    onSuccess: (run) => notify('success', `Backed up: ${contents(run)}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
  const { last, recent } = data;
  const busy = backUp.isPending || data.running;
  return (
    <div className="mt-3 space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Last backup</dt>
          <dd className="mt-1 text-slate-700">
            {last ? (
              <span className="flex flex-wrap items-center gap-2">
                <time dateTime={last.at}>{formatDateTime(last.at)}</time>
                <StatusBadge status={last.status} />
                {last.bytes !== null && <span>{contents(last)}</span>}
              </span>
            ) : (
              'None yet: the first one starts within a minute.'
            )}
            {last?.error && <span className="mt-1 block text-red-800">{last.error}</span>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Schedule</dt>
          <dd className="mt-1 text-slate-700">
            {`Backed up ${backupPeriod(data.everyHours)}; the last ${data.keep} are kept.`}
            {data.nextAt && (
              <span className="block">
                Next: <time dateTime={data.nextAt}>{formatDateTime(data.nextAt)}</time>
              </span>
            )}
            <span className="block">
              {data.bucket
                ? 'Each backup copies the new objects of the uploads bucket.'
                : 'Each backup copies the uploads folder.'}
            </span>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => backUp.mutate()}
          disabled={busy}
          className={smallPrimaryButton}
        >
          {busy ? 'Backing up…' : 'Back up now'}
        </button>
        {data.running && !backUp.isPending && (
          <p className="text-sm text-slate-600">A backup is running.</p>
        )}
      </div>
      {recent.length > 0 && (
        <div>
          <h3 className="text-base font-semibold text-slate-900">Latest backups</h3>
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {recent.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <time dateTime={run.at} className="text-slate-900">
                  {formatDateTime(run.at)}
                </time>
                <StatusBadge status={run.status} />
                <span className="text-slate-600">{TRIGGER_LABELS[run.trigger]}</span>
                {run.bytes !== null && <span className="text-slate-600">{contents(run)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
