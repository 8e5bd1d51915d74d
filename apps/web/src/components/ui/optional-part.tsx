import { Component, Suspense, type ReactNode } from 'react';

class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A part of the page that loads on its own (a lazy chunk) and that the page can do without: nothing
 * shows until it has loaded, and nothing shows if it cannot load (offline, a new deployment). */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <HideOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </HideOnError>
  );
}
