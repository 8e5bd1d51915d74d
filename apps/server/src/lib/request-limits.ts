import type { CounterWindow, RateCounters } from '../db/rate-counters-repository.ts';
import { HttpError } from '../errors.ts';

export type Limit = CounterWindow & { max: number };

export const secondsUntil = (resetAt: Date, now = Date.now()) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Adds `amount` to a database counter shared by every instance; past `max`, 429 with Retry-After.
 * The amount stays counted even when refused, so hammering a closed limit keeps it closed. */
export async function enforceLimit(
  counters: RateCounters,
  limit: Limit,
  message: (retryAfterSeconds: number) => string,
  amount = 1,
) {
  const { total, resetAt } = await counters.add(limit, amount);
  if (total > limit.max) {
    const retryAfter = secondsUntil(resetAt);
    throw tooManyRequests(message(retryAfter), retryAfter);
  }
}
