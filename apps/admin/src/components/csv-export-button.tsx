import { downloadCsv, type CsvPath } from '../api/admin-api.ts';
import type { ListChanges } from '../api/admin-lists.ts';
import { secondaryButton } from './list-panel.tsx';
import { useSession } from '../session/session-context.tsx';

export function CsvExportButton({ path, changes }: { path: CsvPath; changes: ListChanges }) {
  const { token } = useSession();
  const busy = changes.busy === 'export';
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => changes.run('export', () => downloadCsv(token, path))}
      className={secondaryButton}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
