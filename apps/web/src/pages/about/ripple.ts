import { useEffect, useState } from 'react';

/** docs/product.md §9: the provider logos ripple at random intervals between 3 and 5 s. */
export const RIPPLE_MIN_INTERVAL_MS = 3000;
export const RIPPLE_MAX_INTERVAL_MS = 5000;
/** How long a wave keeps the logos raised before they settle back. */
export const RIPPLE_ON_MS = 700;
/** Delay between neighbouring logos, which turns the change into a wave. */
export const RIPPLE_STAGGER_MS = 80;

/** A random wait in [min, max): `random` returns a number in [0, 1), like Math.random. */
export function nextRippleDelay(random: () => number = Math.random): number {
  return RIPPLE_MIN_INTERVAL_MS + random() * (RIPPLE_MAX_INTERVAL_MS - RIPPLE_MIN_INTERVAL_MS);
}

/** True while a ripple wave runs. Waves start after random waits while `enabled`.
 * `random` must be a stable function (a module-level one), or the timers restart on each render. */
export function useRipple(enabled: boolean, random: () => number = Math.random): boolean {
  const [rippling, setRippling] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    let next: ReturnType<typeof setTimeout>;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      next = setTimeout(() => {
        setRippling(true);
        settle = setTimeout(() => setRippling(false), RIPPLE_ON_MS);
        schedule();
      }, nextRippleDelay(random));
    };
    schedule();
    return () => {
      clearTimeout(next);
      clearTimeout(settle);
    };
  }, [enabled, random]);

  return enabled && rippling;
}
