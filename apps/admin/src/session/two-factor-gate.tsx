import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { logout } from '../api/admin-api.ts';
import { useAdminMessages } from '../app/admin-messages.ts';
import { useSession } from './session-context.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';
import { fetchTwoFactorStatus, TWO_FACTOR_STATUS_KEY } from '../api/two-factor-api.ts';

type TwoFactorGateProps = {
  onSignOut: () => void;
  children: ReactNode;
};

/** While an administrator requires two-factor for every account and this one has none, the session
 * may only set it up (decision 050): the portal shows the two-factor panel alone until it is on.
 * Otherwise the dashboard, whose Account section holds the panel. */
export function TwoFactorGate({ onSignOut, children }: TwoFactorGateProps) {
  const { token: session } = useSession();
  const status = useQuery({
    queryKey: TWO_FACTOR_STATUS_KEY,
    queryFn: ({ signal }) => fetchTwoFactorStatus(session, signal),
    enabled: session !== null,
  });
  if (status.data?.setupRequired) return <SetupRequired onSignOut={onSignOut} />;
  return children;
}

function SetupRequired({ onSignOut }: Omit<TwoFactorGateProps, 'children'>) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { dismiss } = useAdminMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function signOut() {
    logout().catch((error: unknown) => console.error('The logout request failed', error));
    queryClient.clear();
    dismiss();
    onSignOut();
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
            Set up two-factor sign-in
          </h1>
          <p className="mt-1 text-slate-700">
            An administrator requires two-factor sign-in for every account. Set it up for{' '}
            {user.email} to open the portal.
          </p>
        </div>
        <button
          type="button"
          onClick={signOut}
          className="rounded-lg border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Logout
        </button>
      </div>
      <TwoFactorPanel />
    </div>
  );
}
