import { ModalDialog } from '@site/web/components/ui/modal-dialog.tsx';
import { useId, type FormEvent, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../list-panel.tsx';

/** A dialog of the editor (a link, a picture, a video): a titled form whose submit stays inside it
 * (the post's own form is its parent in React's tree, where a submit would otherwise bubble). */
export function EditorDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  extraActions,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Absent: the dialog has no form of its own (its parts act by themselves). */
  onSubmit?: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit?.();
  }
  const body = (
    <>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {extraActions}
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        {onSubmit && (
          <button type="submit" className={primaryButton} disabled={submitDisabled}>
            {submitLabel}
          </button>
        )}
      </div>
    </>
  );
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={headingId}
      layoutClassName="flex items-start justify-center overflow-y-auto p-4 sm:items-center"
      panelClassName="w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6"
    >
      {onSubmit ? (
        <form onSubmit={submit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </ModalDialog>
  );
}
