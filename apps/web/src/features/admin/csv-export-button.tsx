import { downloadCsv } from './admin-leads-api.ts';
import { secondaryButton } from './lead-panel.tsx';

type CsvExportButtonProps = {
  path: Parameters<typeof downloadCsv>[1];
  label: string;
  busy: boolean;
  run: (id: string, action: () => Promise<void>) => Promise<void>;
  token: string | null;
};

export function CsvExportButton({ path, label, busy, run, token }: CsvExportButtonProps) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run('export', () => downloadCsv(token, path))}
      className={secondaryButton}
    >
      {busy ? 'Exporting…' : label}
    </button>
  );
}
