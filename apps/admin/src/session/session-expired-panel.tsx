import type { AdminUser } from '@site/shared';
import { useEffect, useRef } from 'react';
import { LoginForm } from './login-form.tsx';

/** Shown above the dashboard when the server ends the session; the open form stays as it is. */
export function SessionExpiredPanel({
  onSignedIn,
}: {
  onSignedIn: (token: string, user: AdminUser) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="rounded-2xl border-2 border-accent-500 bg-amber-50 p-4 sm:p-6">
      <LoginForm
        title="Sign in again"
        headingLevel={2}
        headingRef={headingRef}
        onSignedIn={onSignedIn}
        intro="Your open form and its text are kept. After signing in, press save again."
      />
    </div>
  );
}
