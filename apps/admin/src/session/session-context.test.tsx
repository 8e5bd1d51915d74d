import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../test/admin-portal.tsx';
import { SessionProvider, useSession } from './session-context.tsx';

function WhoAmI() {
  const { token, user } = useSession();
  return <p>{`${user.email} ${token ?? 'expired'}`}</p>;
}

describe('the session context', () => {
  it('gives the signed-in person and their session to the parts of the dashboard', () => {
    render(
      <SessionProvider value={{ token: null, user: ADMIN }}>
        <WhoAmI />
      </SessionProvider>,
    );
    expect(screen.getByText('admin@example.com expired')).toBeInTheDocument();
  });

  it('refuses to be read outside a signed-in view', () => {
    // React reports the render error on the console as well: keep the output quiet.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useSession must be used inside SessionProvider');
    consoleError.mockRestore();
  });
});
