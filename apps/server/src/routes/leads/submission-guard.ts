import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_LIMITS, TOO_QUICK_MESSAGE, tooManyLeadsMessage } from '@site/shared';
import { HttpError } from '../../errors.ts';

export type LeadForm = { key: 'contact' | 'newsletter' | 'training'; label: string };
type AntiSpam = { website?: string; elapsedMs?: number };

/** The abuse checks every lead form shares, in order: a per-address limit counted in the database
 * (so every instance shares it), then the honeypot, then the minimum fill time.
 * Answers `false` when the submission is a robot's: the caller answers as if accepted and stores nothing. */
export function submissionGuard(app: FastifyInstance, perAddressPerHour: number) {
  return async (request: FastifyRequest, form: LeadForm, input: AntiSpam): Promise<boolean> => {
    const { total, resetAt } = await app.repos.rateCounters.add({
      key: `lead:${form.key}:ip:${request.ip}`,
      windowSeconds: 3600,
    });
    if (total > perAddressPerHour) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new HttpError(429, tooManyLeadsMessage(form.label), undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    if (input.website?.trim()) {
      request.log.info({ form: form.key }, 'honeypot filled; submission dropped');
      return false;
    }
    if (input.elapsedMs !== undefined && input.elapsedMs < LEAD_LIMITS.minFillMs)
      throw new HttpError(400, TOO_QUICK_MESSAGE);
    return true;
  };
}
