import type { AdminUser } from '@site/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { login, ServerRefusal } from '../api/admin-api.ts';
import { AuthCard, authButton } from './auth-card.tsx';
import { useAdminMessages } from '../app/admin-messages.ts';
import { EmailField, TextField } from '../components/text-field.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';

/** The server's 401 for an account with two-factor on and no (or a wrong) code. */
const asksForCode = (error: unknown) =>
  error instanceof ServerRefusal &&
  (error.details as { twoFactorRequired?: unknown } | undefined)?.twoFactorRequired === true;

type LoginFormProps = {
  onSignedIn: (token: string, user: AdminUser) => void;
  title: string;
  headingLevel: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
};

export function LoginForm({ onSignedIn, title, headingLevel, headingRef, intro }: LoginFormProps) {
  const { dismiss } = useAdminMessages();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The second step, once the server has said the account has two-factor on.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);

  const signIn = useMutation({
    mutationFn: async () => {
      const sentCode = needsCode ? code.trim() : undefined;
      try {
        return await login(email.trim(), password, sentCode);
      } catch (error) {
        // The password was right and the account has two-factor on: ask for the code, no error.
        if (!sentCode && asksForCode(error)) return null;
        throw error;
      }
    },
    meta: {
      refused: (error) => `Login failed: ${error}`,
      failed: () => 'Login failed. Please try again. Check console for details.',
    },
    onSuccess: (answer) => {
      dismiss();
      if (!answer) {
        setNeedsCode(true);
        return;
      }
      setPassword('');
      setCode('');
      setNeedsCode(false);
      onSignedIn(answer.session.access_token, answer.user);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <AuthCard title={title} headingLevel={headingLevel} headingRef={headingRef}>
      {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
      <form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
        />
        {needsCode && (
          <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm text-slate-800" role="status">
              Two-factor sign-in is on for this account.{' '}
              {recovery
                ? 'Enter one of your recovery codes.'
                : 'Enter the code from your authenticator app.'}
            </p>
            <TwoFactorCodeField
              key={recovery ? 'recovery' : 'app'}
              value={code}
              onChange={setCode}
              recovery={recovery}
              autoFocus
            />
            <button
              type="button"
              onClick={() => {
                setRecovery((current) => !current);
                setCode('');
              }}
              className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
            >
              {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
            </button>
          </div>
        )}
        <button type="submit" disabled={signIn.isPending} className={authButton}>
          {signIn.isPending ? 'Logging in...' : 'Sign In to Dashboard'}
        </button>
      </form>
    </AuthCard>
  );
}
