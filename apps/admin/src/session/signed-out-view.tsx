import type { AdminUser } from '@site/shared';
import { ACCOUNT_LINK_KINDS, ADMIN_BASE, type AccountLinkKind } from '@site/shared/admin-paths';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@site/shared/password-rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { acceptInvite, confirmPasswordReset, requestPasswordReset } from '../api/account-api.ts';
import { useAdminMessages } from '../app/admin-messages.ts';
import { AuthCard, authButton } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { EmailField, TextField } from '../components/text-field.tsx';

const isLinkKind = (kind: string | undefined): kind is AccountLinkKind =>
  (ACCOUNT_LINK_KINDS as readonly (string | undefined)[]).includes(kind);

/** A mailed link's screen, read from the portal's address: `/admin/accept-invite#token=<token>`
 * (adminPaths.accountLink), or `/admin#accept-invite=<token>` as mailed before the portal had
 * addresses (such a link stays valid for up to 72 hours). */
function linkInAddress(): { kind: AccountLinkKind; token: string } | null {
  const kind = window.location.pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get('token');
  if (isLinkKind(kind) && token) return { kind, token };
  const [[oldKind, oldToken] = []] = fragment.entries();
  if (window.location.pathname.replace(/\/$/, '') === ADMIN_BASE && isLinkKind(oldKind) && oldToken)
    return { kind: oldKind, token: oldToken };
  return null;
}

/** Drops the token from the address bar (and from the history) once its screen is open; the
 * address becomes the portal's start, where the sign-in that follows leads. */
function forgetLink() {
  window.history.replaceState(null, '', ADMIN_BASE);
}

type View = { page: 'sign-in' | 'forgot' } | { page: AccountLinkKind; token: string };

/** What the portal shows to someone not signed in: the sign-in card with "Forgot your password?",
 * the form that mails a reset link, and the pages of the mailed links (accept an invitation, choose
 * a new password), each leading back to the sign-in card. */
export function SignedOutView({
  onSignedIn,
}: {
  onSignedIn: (token: string, user: AdminUser) => void;
}) {
  const [view, setView] = useState<View>(() => {
    const link = linkInAddress();
    return link ? { page: link.kind, token: link.token } : { page: 'sign-in' };
  });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (view.page === 'accept-invite' || view.page === 'reset-password') forgetLink();
  }, [view.page]);
  const toSignIn = (message: string | null) => {
    setNotice(message);
    setView({ page: 'sign-in' });
  };

  if (view.page === 'accept-invite' || view.page === 'reset-password')
    return (
      <NewPasswordCard
        kind={view.page}
        token={view.token}
        onDone={(email) =>
          toSignIn(
            view.page === 'accept-invite'
              ? `Welcome! Your password is set: sign in as ${email}.`
              : `Your new password is set: sign in as ${email}.`,
          )
        }
        onCancel={() => toSignIn(null)}
      />
    );
  if (view.page === 'forgot') return <ForgotPasswordCard onBack={(message) => toSignIn(message)} />;
  return (
    <div className="space-y-4">
      <LoginForm
        title="Admin Portal"
        headingLevel={1}
        onSignedIn={onSignedIn}
        intro={notice ? <p role="status">{notice}</p> : undefined}
      />
      <p className="text-center">
        <button
          type="button"
          onClick={() => setView({ page: 'forgot' })}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Forgot your password?
        </button>
      </p>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title} headingLevel={1} focusOnMount>
      {children}
    </AuthCard>
  );
}

const linkButton = 'font-semibold text-brand-700 underline hover:text-brand-900';

function ForgotPasswordCard({ onBack }: { onBack: (message: string | null) => void }) {
  const { dismiss } = useAdminMessages();
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: () => requestPasswordReset(email.trim()),
    meta: { refused: (error) => `The link was not sent: ${error}` },
    onSuccess: ({ message }) => {
      dismiss();
      onBack(message);
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask.mutate();
  }
  return (
    <Card title="Reset your password">
      <p className="mt-2 text-sm text-slate-600">
        Enter the e-mail address of your account: we send you a link to choose a new password.
      </p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <EmailField value={email} onChange={setEmail} />
        <button type="submit" disabled={ask.isPending} className={authButton}>
          {ask.isPending ? 'Sending…' : 'Send me a link'}
        </button>
      </form>
      <p className="mt-4 text-center">
        <button type="button" className={linkButton} onClick={() => onBack(null)}>
          Back to sign in
        </button>
      </p>
    </Card>
  );
}

function NewPasswordCard({
  kind,
  token,
  onDone,
  onCancel,
}: {
  kind: AccountLinkKind;
  token: string;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const { dismiss } = useAdminMessages();
  const [password, setPassword] = useState('');
  const invite = kind === 'accept-invite';
  const save = useMutation({
    mutationFn: () =>
      invite ? acceptInvite(token, password) : confirmPasswordReset({ token, password }),
    meta: { refused: (error) => `The password was not set: ${error}` },
    onSuccess: ({ email }) => {
      dismiss();
      onDone(email);
    },
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Card title={invite ? 'Accept your invitation' : 'Choose a new password'}>
      <p className="mt-2 text-sm text-slate-600">
        {invite
          ? 'Choose the password of your admin portal account. Then sign in with it.'
          : 'Choose a new password. Every session of your account is signed out.'}
      </p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <TextField
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="new-password"
          hint={`At least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`}
        />
        <button type="submit" disabled={save.isPending} className={authButton}>
          {save.isPending ? 'Saving…' : 'Set my password'}
        </button>
      </form>
      <p className="mt-4 text-center">
        <button type="button" className={linkButton} onClick={onCancel}>
          Back to sign in
        </button>
      </p>
    </Card>
  );
}
