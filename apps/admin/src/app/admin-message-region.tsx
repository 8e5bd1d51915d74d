import { useAdminMessages, type AdminMessage } from './admin-messages.ts';

const DETAILS_MARK = '\n\nDetails: ';

/** Both live regions stay in the page so screen readers announce a message when it arrives:
 * errors in role="alert", successes in role="status". */
export function AdminMessageRegion() {
  const { message, dismiss } = useAdminMessages();
  return (
    <div className="sticky top-2 z-30 space-y-2">
      <div role="alert" aria-atomic="true">
        {message?.kind === 'error' && (
          <MessageCard key={message.id} message={message} onDismiss={dismiss} />
        )}
      </div>
      <div role="status" aria-atomic="true">
        {message?.kind === 'success' && (
          <MessageCard key={message.id} message={message} onDismiss={dismiss} />
        )}
      </div>
    </div>
  );
}

function MessageCard({ message, onDismiss }: { message: AdminMessage; onDismiss: () => void }) {
  const error = message.kind === 'error';
  const split = message.text.indexOf(DETAILS_MARK);
  const summary = split === -1 ? message.text : message.text.slice(0, split);
  const details = split === -1 ? null : message.text.slice(split + DETAILS_MARK.length);
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 shadow-sm ${
        error
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900'
      }`}
    >
      <div className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm font-medium">
        {summary}
        {details !== null && (
          <>
            {'\n\n'}
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded bg-white/70 p-2 font-mono text-xs font-normal">{`Details: ${details}`}</pre>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
        className={`-m-1 shrink-0 rounded p-1 text-lg leading-none ${error ? 'hover:bg-red-100' : 'hover:bg-emerald-100'}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
