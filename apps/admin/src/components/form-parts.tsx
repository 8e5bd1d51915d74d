import { useEffect, useId, useRef, type ReactNode } from 'react';
import { primaryButton } from './list-panel.tsx';

/** A portal form's card: its heading takes the focus when the form opens, so keyboard and screen
 * reader users land on it. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 sm:text-2xl"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Said above a form that opened on the changes kept in this browser; Discard goes back to the
 * saved values. */
export function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent-500 bg-amber-50 px-4 py-3">
      <p className="text-sm font-medium text-amber-950">Restored your unsaved changes</p>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded-lg border border-amber-700 px-3 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-100"
      >
        Discard
      </button>
    </div>
  );
}

/** A form's save button ('Saving...' while busy) and Cancel. */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving...' : submitLabel}
      </button>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
      >
        Cancel
      </button>
    </div>
  );
}
