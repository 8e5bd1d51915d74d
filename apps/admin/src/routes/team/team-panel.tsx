import { ROLES, type AccountMailOffReason, type Role, type TeamMember } from '@site/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { changeRole, fetchTeam, inviteMember, removeMember } from '../../api/account-api.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { ListPanel, plural, primaryButton } from '../../components/list-panel.tsx';
import { ROLE_LABELS } from '../../components/role-labels.ts';
import { CopyableLink, copyToClipboard } from '../../components/copyable-link.tsx';
import { EmailField, fieldClass, labelClass } from '../../components/text-field.tsx';
import { useSession } from '../../session/session-context.tsx';
import { PanelSection } from '../../components/panel-section.tsx';

const teamKey = ['admin', 'team'] as const;

/** The "Team" tab (administrators): who has an account and with which role, invitations by e-mail,
 * role changes and removals (confirmed first). */
export function TeamPanel() {
  const { token, user } = useSession();
  const team = useQuery({
    queryKey: teamKey,
    enabled: token !== null,
    queryFn: ({ signal }) => fetchTeam(token, signal),
  });
  const queryClient = useQueryClient();
  const { notify } = useAdminMessages();
  const reload = () => queryClient.invalidateQueries({ queryKey: teamKey });
  const change = useMutation({
    mutationFn: (change: { id: string; run: () => Promise<unknown>; success: string }) =>
      change.run(),
    onSuccess: (_data, { success }) => notify('success', success),
    onSettled: reload,
  });
  const busy = change.isPending ? change.variables.id : null;

  return (
    <div className="space-y-6 sm:space-y-8">
      <InviteForm onInvited={reload} />
      <ListPanel
        title="Team"
        query={team}
        summary={(list) => {
          const invited = list.filter((member) => member.status === 'invited').length;
          return `${plural(list.length, 'account')}${invited > 0 ? `, ${invited} invited` : ''}`;
        }}
        emptyText="No accounts yet."
        renderItem={(member) => (
          <MemberRow
            key={member.id}
            member={member}
            me={member.id === user.id}
            busy={busy === member.id}
            onRole={(role) =>
              change.mutate({
                id: member.id,
                run: () => changeRole(token, member.id, role),
                success: `${member.email} is now ${ROLE_LABELS[role].toLowerCase()}.`,
              })
            }
            onRemove={() =>
              change.mutate({
                id: member.id,
                run: () => removeMember(token, member.id),
                success: `${member.email} was removed.`,
              })
            }
          />
        )}
      />
    </div>
  );
}

function RoleSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role)}
        className={fieldClass}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({
  member,
  me,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  me: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-all font-semibold text-slate-900">{member.email}</h3>
          {me && <span className="text-sm text-slate-600">(you)</span>}
          {member.status === 'invited' && (
            <span className="rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Invited
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600">
          {member.status === 'invited' ? 'Invited' : 'Member since'}{' '}
          <time dateTime={member.createdAt}>{formatDateTime(member.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <RoleSelect
          label={`Role of ${member.email}`}
          value={member.role}
          disabled={busy}
          onChange={onRole}
        />
        <ConfirmDeleteButton
          disabled={busy}
          aria-label={`Remove ${member.email}`}
          confirmation={`Remove ${member.email}? Their sessions end at once.`}
          onConfirm={onRemove}
        >
          Remove
        </ConfirmDeleteButton>
      </div>
    </li>
  );
}

/** Why no invitation mail went out, as the portal says it (decision 057). */
const MAIL_OFF_TEXT: Record<AccountMailOffReason, string> = {
  'no-smtp': 'This server sends no mail (SMTP_URL is not set).',
  'no-public-url':
    'Account mail is off: this server runs in production without PUBLIC_URL, so it cannot tell which address a mailed link may point to.',
};

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('author');
  // An invitation this server could not mail (account mail is off): its link, for the admin to pass on.
  const [unmailed, setUnmailed] = useState<{
    email: string;
    link: string;
    why: AccountMailOffReason;
  } | null>(null);
  const invite = useMutation({
    mutationFn: () => inviteMember(token, { email: email.trim(), role }),
    meta: { refused: (error) => `The invitation was not sent: ${error}` },
    onSuccess: async (member) => {
      setUnmailed(
        member.inviteLink
          ? { email: member.email, link: member.inviteLink, why: member.mailOff ?? 'no-smtp' }
          : null,
      );
      if (member.inviteLink) {
        const copied = await copyToClipboard(member.inviteLink);
        notify(
          'success',
          `${member.email} is invited, but no invitation mail went out: ${copied ? 'the link is copied, ' : ''}pass the link on yourself.`,
        );
      } else notify('success', `Invitation sent to ${member.email}.`);
      setEmail('');
      onInvited();
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate();
  }
  return (
    <PanelSection
      title="Invite a person"
      intro="They receive an e-mail with a link (valid for 72 hours) where they choose their password."
    >
      <form
        onSubmit={handleSubmit}
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <EmailField value={email} onChange={setEmail} autoComplete="off" />
        <RoleSelect label="Role" value={role} onChange={setRole} />
        <button type="submit" disabled={invite.isPending} className={primaryButton}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
      {unmailed && (
        <div className="mt-4 space-y-2 rounded-lg border border-amber-600 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">
            {MAIL_OFF_TEXT[unmailed.why]} No invitation went out: send this link to {unmailed.email}{' '}
            yourself. It works once, for 72 hours.
          </p>
          <CopyableLink label="Invitation link" url={unmailed.link} />
        </div>
      )}
    </PanelSection>
  );
}
