import { createPortal } from 'react-dom';
import { X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { useTopDialog } from '../../components/ui/dialog-layer.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** The language errors of docs/product.md §8, in a live region (never window.alert); the visitor dismisses it.
 * An open modal dialog makes the rest of the page inert, so the alert renders inside the topmost
 * one: on phones it is read and dismissed over the open side menu. The app's alone (language-context.tsx
 * renders it once the page is the app's), never the server's. */
export function LanguageAlert({
  message,
  onDismiss,
}: {
  message: string | null;
  onDismiss: () => void;
}) {
  const { t } = useT();
  const topDialog = useTopDialog();
  return createPortal(
    <div
      role="alert"
      data-no-translate
      data-language-alert
      className="pointer-events-none fixed inset-x-0 top-20 z-[1200] flex justify-center px-4 lg:top-24"
    >
      {message && (
        <div className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 shadow-lg">
          <p className="flex-1">{message}</p>
          <button
            type="button"
            aria-label={t('common.dismiss')}
            onClick={onDismiss}
            className="-m-1 rounded p-1 text-red-700 hover:bg-red-100"
          >
            <Icon node={X} className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>,
    topDialog ?? document.body,
  );
}
