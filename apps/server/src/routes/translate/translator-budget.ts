import type { TranslatorBudget } from '../../config.ts';
import type { RateCounters } from '../../db/rate-counters-repository.ts';
import { secondsUntil, tooManyRequests } from '../../lib/request-limits.ts';

const DAY_SECONDS = 86_400;
/** The characters sent by every client together, per UTC day. */
const DAILY_CHARS = { key: 'translate:chars:day', windowSeconds: DAY_SECONDS };

export const DAILY_BUDGET_SPENT =
  "Today's translation allowance for this site is used up. Please try again tomorrow.";
export const ADDRESS_BUDGET_SPENT =
  'You have reached the translation allowance for today. Please try again tomorrow.';

/** The paid translator's daily character budgets, in database counters so every instance shares
 * them. Characters are reserved before they are sent: concurrent requests each add to the counter
 * atomically, so together they can never pass the budget; what is not sent is given back. */
export function translatorBudget(counters: RateCounters, budget: TranslatorBudget) {
  return {
    /** Reserves `chars` for this client or throws 429; answers `release(unsent)`. */
    async reserve(clientKey: string, chars: number) {
      const now = Date.now();
      const windows = [
        {
          key: `translate:chars:ip:${clientKey}`,
          windowSeconds: DAY_SECONDS,
          max: budget.perAddressDailyChars,
          message: ADDRESS_BUDGET_SPENT,
        },
        {
          ...DAILY_CHARS,
          max: budget.dailyChars,
          message: DAILY_BUDGET_SPENT,
        },
      ];
      const taken: typeof windows = [];
      const release = async (amount: number) => {
        if (amount <= 0) return;
        for (const window of taken) await counters.giveBack(window, amount, now);
      };
      for (const window of windows) {
        const { total, resetAt } = await counters.add(window, chars, now);
        taken.push(window);
        if (total > window.max) {
          await release(chars);
          throw tooManyRequests(window.message, secondsUntil(resetAt));
        }
      }
      return release;
    },
  };
}

/** The characters reserved for the translator so far this UTC day, by every instance (for /metrics). */
export async function translatorCharsUsedToday(counters: RateCounters, now = Date.now()) {
  return (await counters.current(DAILY_CHARS, now)).total;
}
