import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouteErrorPage } from './route-error-page.tsx';

type BoundaryProps = { children: ReactNode };

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A page that throws, or whose chunk fails to load, shows the error page in place of the page;
 * moving to another address tries again. */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  const [pathname] = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}
