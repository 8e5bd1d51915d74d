import { deleteRegistration } from './admin-leads-api.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { LeadPanel, dangerButton, plural } from './lead-panel.tsx';
import { adminLeadKeys, useRegistrations } from './use-admin-leads.ts';
import { useLeadAction } from './use-lead-action.ts';

/** The "Registrations" tab: training registrations with counts and a CSV export. */
export function RegistrationsPanel({
  token,
  onSessionExpired,
}: {
  token: string | null;
  onSessionExpired: () => void;
}) {
  const registrations = useRegistrations(token, onSessionExpired);
  const { busy, run } = useLeadAction(adminLeadKeys.registrations, onSessionExpired);
  const list = registrations.data;
  const participants = list?.reduce((sum, r) => sum + r.participants, 0) ?? 0;
  return (
    <LeadPanel
      title="Registrations"
      summary={
        list && `${plural(list.length, 'registration')}, ${plural(participants, 'participant')}`
      }
      action={
        <CsvExportButton
          token={token}
          path="/admin/training-registrations.csv"
          label="Export CSV"
          busy={busy === 'export'}
          run={run}
        />
      }
      state={{
        loading: !list,
        failed: registrations.isError,
        empty: list?.length === 0,
        emptyText: 'No registrations yet.',
        onRetry: () => void registrations.refetch(),
      }}
    >
      <ul className="divide-y divide-slate-200">
        {list?.map((registration) => {
          const name = `${registration.firstName} ${registration.lastName}`;
          return (
            <li
              key={registration.id}
              className="flex flex-wrap items-start justify-between gap-3 px-4 py-4 sm:px-5"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{registration.course}</p>
                <p className="mt-1 break-words text-sm text-slate-800">
                  {name} · {plural(registration.participants, 'participant')}
                  {registration.organisation && ` · ${registration.organisation}`}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
                  <a href={`mailto:${registration.email}`} className="break-all underline">
                    {registration.email}
                  </a>
                  {registration.phone && <span>{registration.phone}</span>}
                  <time dateTime={registration.createdAt}>
                    {formatDateTime(registration.createdAt)}
                  </time>
                </p>
              </div>
              <button
                type="button"
                disabled={busy === registration.id}
                aria-label={`Delete registration of ${name}`}
                onClick={() => {
                  if (
                    window.confirm(`Delete the registration of ${name}? This cannot be undone.`)
                  ) {
                    void run(
                      registration.id,
                      () => deleteRegistration(token, registration.id),
                      'Registration deleted.',
                    );
                  }
                }}
                className={dangerButton}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </LeadPanel>
  );
}
