import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { sessionLabel } from '@site/shared/training-registration';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { useAdminList, useListChanges } from '../../api/admin-lists.ts';
import { CsvExportButton } from '../../components/csv-export-button.tsx';
import { ListPanel, plural } from '../../components/list-panel.tsx';
import { useSession } from '../../session/session-context.tsx';

/** The "Registrations" tab: training registrations with counts and a CSV export. */
export function RegistrationsPanel() {
  const { token } = useSession();
  const registrations = useAdminList('registrations', token);
  const changes = useListChanges('registrations', token);
  return (
    <ListPanel
      title="Registrations"
      query={registrations}
      summary={(list) =>
        `${plural(list.length, 'registration')}, ${plural(
          list.reduce((sum, r) => sum + r.participants, 0),
          'participant',
        )}`
      }
      action={<CsvExportButton path="/admin/training-registrations.csv" changes={changes} />}
      emptyText="No registrations yet."
      renderItem={(registration) => {
        const name = `${registration.firstName} ${registration.lastName}`;
        return (
          <li
            key={registration.id}
            className="flex flex-wrap items-start justify-between gap-3 px-4 py-4 sm:px-5"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{registration.course}</p>
              <p className="mt-1 text-sm text-slate-700">
                Session: {sessionLabel(registration.session)}
              </p>
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
            <ConfirmDeleteButton
              disabled={changes.busy === registration.id}
              aria-label={`Delete registration of ${name}`}
              confirmation={`Delete the registration of ${name}? This cannot be undone.`}
              onConfirm={() => changes.remove(registration.id, 'Registration deleted.')}
            >
              Delete
            </ConfirmDeleteButton>
          </li>
        );
      }}
    />
  );
}
