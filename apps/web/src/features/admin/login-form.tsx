import type { AdminUser } from '@site/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { login } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';
import { TextField } from './text-field.tsx';

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
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const signIn = useMutation({
    mutationFn: () => login(email.trim(), password),
    meta: {
      refused: (error) => `Login failed: ${error}`,
      failed: () => 'Login failed. Please try again. Check console for details.',
    },
    onSuccess: ({ session, user }) => {
      dismiss();
      setPassword('');
      onSignedIn(session.access_token, user);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900"
      >
        {title}
      </Heading>
      {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
      <form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <TextField
          label="Email Address"
          type="email"
          value={email}
          onChange={setEmail}
          required
          autoComplete="username"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
        />
        <button
          type="submit"
          disabled={signIn.isPending}
          className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {signIn.isPending ? 'Logging in...' : 'Sign In to Dashboard'}
        </button>
      </form>
    </section>
  );
}
