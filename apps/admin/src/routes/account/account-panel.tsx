import { MIN_ADMIN_PASSWORD_LENGTH } from '@site/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { changeMyPassword, endMySession, fetchMySessions } from '../../api/account-api.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { ListPanel, plural, primaryButton, secondaryButton } from '../../components/list-panel.tsx';
import { ROLE_LABELS } from '../../components/role-labels.ts';
import { useSession } from '../../session/session-context.tsx';
import { TextField } from '../../components/text-field.tsx';
import { TwoFactorPanel } from '../../session/two-factor-panel.tsx';
import { PanelSection } from '../../components/panel-section.tsx';

const sessionsKey = ['admin', 'my-sessions'] as const;

/** The "Account" tab (everyone): one's role, a new password, two-factor sign-in, and the sessions
 * open in other browsers, each of which can be signed out. */
export function AccountPanel() {
  const { user } = useSession();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PasswordForm email={user.email} role={ROLE_LABELS[user.role]} />
      <TwoFactorPanel />
      <SessionsList />
    </div>
  );
}

function PasswordForm({ email, role }: { email: string; role: string }) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () => changeMyPassword(token, { currentPassword, newPassword }),
    meta: { refused: (error) => `The password was not changed: ${error}` },
    onSuccess: () => {
      setCurrent('');
      setNew('');
      notify('success', 'Your password was changed. Your other sessions were signed out.');
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate();
  }
  return (
    <PanelSection
      title="Your account"
      intro={
        <>
          {email} · {role}
        </>
      }
    >
      <form onSubmit={handleSubmit} className="mt-4 max-w-md space-y-4">
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" autoComplete="username" value={email} readOnly />
        <TextField
          label="Current password"
          type="password"
          value={currentPassword}
          onChange={setCurrent}
          required
          autoComplete="current-password"
        />
        <TextField
          label="New password"
          type="password"
          value={newPassword}
          onChange={setNew}
          required
          autoComplete="new-password"
          hint={`At least ${MIN_ADMIN_PASSWORD_LENGTH} characters. Your other sessions end.`}
        />
        <button type="submit" disabled={change.isPending} className={primaryButton}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </PanelSection>
  );
}

function SessionsList() {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    enabled: token !== null,
    queryFn: ({ signal }) => fetchMySessions(token, signal),
  });
  const end = useMutation({
    mutationFn: (id: string) => endMySession(token, id),
    onSuccess: () => notify('success', 'The session was signed out.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  return (
    <ListPanel
      title="Your sessions"
      query={sessions}
      summary={(list) => plural(list.length, 'open session')}
      emptyText="No open sessions."
      renderItem={(session) => {
        const device = session.userAgent ?? 'Unknown browser';
        return (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
          >
            <div className="min-w-0">
              <p className="break-words font-semibold text-slate-900">
                {device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                    This session
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {session.ip ? `From ${session.ip} · ` : ''}Signed in{' '}
                <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time> · last
                used <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className={secondaryButton}
                disabled={end.isPending && end.variables === session.id}
                aria-label={`Sign out the session of ${device}, signed in ${formatDateTime(session.createdAt)}`}
                onClick={() => end.mutate(session.id)}
              >
                Sign out
              </button>
            )}
          </li>
        );
      }}
    />
  );
}
