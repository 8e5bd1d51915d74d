import type { AdminUser } from '@site/shared';
import { TwoFactorGate } from '../session/two-factor-gate.tsx';
import { AdminLayout } from './admin-layout.tsx';

type SignedInPortalProps = {
  onSignIn: (token: string, user: AdminUser) => void;
  onSignOut: () => void;
};

/** Everything behind the sign-in (a chunk of its own: the sign-in screen loads none of it): the
 * two-factor rule, then the portal's frame and screens. */
export function SignedInPortal({ onSignIn, onSignOut }: SignedInPortalProps) {
  return (
    <TwoFactorGate onSignOut={onSignOut}>
      <AdminLayout onSignIn={onSignIn} onSignOut={onSignOut} />
    </TwoFactorGate>
  );
}
