import { UPLOAD_USE_NOUNS, type LibraryUpload, type UploadUse } from '@site/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { setUploadAlt } from '../../api/admin-api.ts';
import { adminListKey } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { secondaryButton } from '../../components/list-panel.tsx';
import { megabytes } from '../../components/megabytes.ts';
import { TextField } from '../../components/text-field.tsx';
import { KIND_LABELS, UploadPreview } from '../../components/upload-preview.tsx';
import { useSession } from '../../session/session-context.tsx';

type UploadCardProps = {
  upload: LibraryUpload;
  /** The signed-in person may change its alt text, delete it (an author: their own uploads). */
  mayEdit: boolean;
  mayDelete: boolean;
  deleting: boolean;
  /** Called once the deletion is confirmed. */
  onDelete: () => void;
};

/** Where a use of an upload is edited in the portal. */
const addressOf = (use: UploadUse) =>
  `/${use.type === 'post' ? 'posts' : use.type}/${encodeURIComponent(use.id)}`;

/** One upload of the library's grid: its picture (or an icon), what it takes, who uploaded it and
 * when, what uses it, its default alt text (an image's), and Delete: disabled, and said why, while
 * something uses it. */
export function UploadCard({ upload, mayEdit, mayDelete, deleting, onDelete }: UploadCardProps) {
  const headingId = useId();
  const inUseId = useId();
  const used = upload.usedBy.length > 0;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <UploadPreview upload={upload} />
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 id={headingId} className="break-all font-mono text-xs font-semibold text-slate-900">
          {upload.name}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          <Fact label="Kind">{KIND_LABELS[upload.kind]}</Fact>
          <Fact label="Size">{megabytes(upload.size)}</Fact>
          {upload.width !== null && upload.height !== null && (
            <Fact label="Dimensions">
              {upload.width} × {upload.height} px
            </Fact>
          )}
          <Fact label="Uploaded by">
            {upload.uploadedBy?.name ?? 'Unknown (uploaded before the library)'}
          </Fact>
          <Fact label="Uploaded">
            <time dateTime={upload.createdAt}>{formatDateTime(upload.createdAt)}</time>
          </Fact>
        </dl>
        <div id={inUseId} className="text-xs">
          {used ? (
            <>
              <p className="font-semibold text-slate-800">Used by</p>
              <ul className="mt-1 space-y-1">
                {upload.usedBy.map((use) => (
                  <li key={`${use.type}:${use.id}`} className="break-words text-slate-700">
                    {capitalised(UPLOAD_USE_NOUNS[use.type])}{' '}
                    <Link
                      href={addressOf(use)}
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {use.title || 'without a title'}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-600">Not used by any post or item.</p>
          )}
        </div>
        {upload.kind === 'image' &&
          (mayEdit ? (
            <AltTextForm upload={upload} />
          ) : (
            <p className="text-xs text-slate-700">
              <span className="font-semibold text-slate-800">Default alt text: </span>
              {upload.alt || 'none'}
            </p>
          ))}
        {mayDelete && (
          <div className="mt-auto space-y-1 pt-1">
            <ConfirmDeleteButton
              disabled={used || deleting}
              aria-describedby={used ? inUseId : undefined}
              confirmation={`Delete ${upload.name}? Its files are removed from the site for good.`}
              onConfirm={onDelete}
            >
              {deleting ? 'Deleting…' : 'Delete'}
            </ConfirmDeleteButton>
            {used && (
              <p className="text-xs text-slate-600">
                Remove it from what uses it before deleting it.
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An image's default alt text, changed in place: what a picker proposes when it is chosen. What
 * was typed stays when the server refuses it. */
function AltTextForm({ upload }: { upload: LibraryUpload }) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(upload.alt);
  const save = useMutation({
    mutationFn: () => setUploadAlt(token, upload.name, alt.trim()),
    meta: { refused: (error) => `The alt text was not saved: ${error}` },
    onSuccess: (saved) => {
      setAlt(saved.alt);
      notify('success', 'Alt text saved.');
      void queryClient.invalidateQueries({ queryKey: adminListKey('uploads') });
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <TextField
        label="Default alt text"
        value={alt}
        onChange={setAlt}
        hint="What the picture shows; proposed when it is picked."
        multiline={2}
        maxLength={1000}
        fieldClassName="text-sm"
      />
      <button
        type="submit"
        disabled={save.isPending || alt.trim() === upload.alt}
        className={secondaryButton}
      >
        {save.isPending ? 'Saving…' : 'Save alt text'}
      </button>
    </form>
  );
}
