import { vi } from 'vitest';

/** Vitest fake timers that Testing Library also drives: its async wrapper (around user-event and
 * waitFor) waits on a zero timeout and only advances fake timers when it sees a `jest` global. Both are
 * undone after every test by setup.ts. */
export function useTestingLibraryFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
