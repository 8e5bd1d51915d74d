import type { Redirect } from '@site/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { addRedirect } from '../../api/admin-api.ts';
import { adminListKey, useAdminList, useListChanges } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { ListPanel, plural, primaryButton } from '../../components/list-panel.tsx';
import { fieldClass, labelClass, TextField } from '../../components/text-field.tsx';
import { useSession } from '../../session/session-context.tsx';
import { PanelSection } from '../../components/panel-section.tsx';
import { useQueryParam } from '../../components/use-query-param.ts';

const origin = (redirect: Redirect) =>
  redirect.source === 'slug'
    ? "Made when a post's address changed"
    : `Added by ${redirect.createdBy ?? 'someone no longer here'}`;

/** `/admin/redirects` (editors and administrators; decision 070): old addresses of the site and where
 * they lead now. A post's changed slug adds one by itself; an editor adds one for any other address
 * (an old page, an old file) and removes what is no longer wanted. */
export function RedirectsPanel() {
  const { token } = useSession();
  const redirects = useAdminList('redirects', token);
  const changes = useListChanges('redirects', token);
  return (
    <>
      <AddRedirectForm />
      <ListPanel
        title="Redirects"
        query={redirects}
        summary={(list) => `${plural(list.length, 'redirect')}, newest first`}
        emptyText="No redirects yet."
        renderItem={(redirect) => (
          <li
            key={redirect.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
          >
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900">
                {redirect.from} <span aria-label="leads to">→</span> {redirect.to}
              </p>
              <p className="text-sm text-slate-600">
                {redirect.status === 301 ? 'Permanent (301)' : 'Temporary (302)'} ·{' '}
                {origin(redirect)},{' '}
                <time dateTime={redirect.createdAt}>{formatDateTime(redirect.createdAt)}</time>
              </p>
            </div>
            <ConfirmDeleteButton
              disabled={changes.busy === redirect.id}
              aria-label={`Remove the redirect from ${redirect.from}`}
              confirmation={`Remove the redirect from ${redirect.from}? The old address will answer "not found".`}
              onConfirm={() => changes.remove(redirect.id, 'Redirect removed.')}
            >
              Remove
            </ConfirmDeleteButton>
          </li>
        )}
      />
    </>
  );
}

function AddRedirectForm() {
  const { token } = useSession();
  const statusId = useId();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  // The Not found screen's "Create redirect" opens this one on its address (`?from=/old-page`).
  const [fromInAddress] = useQueryParam('from');
  const [from, setFrom] = useState(fromInAddress);
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<301 | 302>(301);
  const add = useMutation({
    mutationFn: () => addRedirect(token, { from: from.trim(), to: to.trim(), status }),
    meta: { refused: (error) => `The redirect was not added: ${error}` },
    onSuccess: (redirect) => {
      notify('success', `${redirect.from} now leads to ${redirect.to}.`);
      setFrom('');
      setTo('');
      void queryClient.invalidateQueries({ queryKey: adminListKey('redirects') });
      // The address leaves the not-found log on the server.
      void queryClient.invalidateQueries({ queryKey: adminListKey('notFound') });
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate();
  }
  return (
    <PanelSection
      title="Add a redirect"
      intro="An old address of the site that should lead somewhere else, straight to where it belongs."
    >
      <form
        onSubmit={handleSubmit}
        className="mt-4 grid gap-3 lg:grid-cols-[1fr_1fr_11rem_auto] lg:items-end"
      >
        <TextField label="From" value={from} onChange={setFrom} placeholder="/old-page" required />
        <TextField
          label="To"
          value={to}
          onChange={setTo}
          placeholder="/products or https://…"
          required
        />
        <div>
          <label htmlFor={statusId} className={labelClass}>
            Kind
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value === '302' ? 302 : 301)}
            className={fieldClass}
          >
            <option value="301">Permanent (301)</option>
            <option value="302">Temporary (302)</option>
          </select>
        </div>
        <button type="submit" disabled={add.isPending} className={primaryButton}>
          {add.isPending ? 'Adding…' : 'Add redirect'}
        </button>
      </form>
    </PanelSection>
  );
}
