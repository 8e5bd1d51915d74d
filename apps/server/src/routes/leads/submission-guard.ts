import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { LEAD_LIMITS, TOO_QUICK_MESSAGE, tooManyLeadsMessage } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { addressKey } from '../../lib/client-address.ts';
import { enforceLimit } from '../../lib/request-limits.ts';

export type LeadForm = { key: 'contact' | 'newsletter' | 'training'; label: string };
type AntiSpam = { website?: string; elapsedMs: number };

/** The largest body a public lead form takes: a contact form with every field at its maximum in a
 * three-byte script (CJK) is about 17 KB. A bigger one is refused (413) before it is read into memory. */
export const LEAD_BODY_LIMIT = 32 * 1024;

/** Route options every public lead form shares: one bucket per client (an IPv6 client per /64)
 * across all the lead forms, counted in the database (every instance shares it) in `onRequest`, so
 * a refused client's body is never read; and the small body limit. Every request counts, whatever
 * its body turns out to be: each accepted lead mails the company. */
export function leadRouteOptions(app: FastifyInstance, perAddressPerHour: number) {
  return (form: LeadForm): RouteShorthandOptions => ({
    bodyLimit: LEAD_BODY_LIMIT,
    onRequest: async (request: FastifyRequest) => {
      const limit = {
        key: `lead:ip:${addressKey(request.ip)}`,
        windowSeconds: 3_600,
        max: perAddressPerHour,
      };
      await enforceLimit(app.repos.rateCounters, limit, () => tooManyLeadsMessage(form.label));
    },
  });
}

/** The robot checks, after the body is parsed: the honeypot, then the minimum fill time.
 * Answers `false` when the submission is a robot's: the caller answers as if accepted and stores nothing. */
export function isPerson(request: FastifyRequest, form: LeadForm, input: AntiSpam): boolean {
  if (input.website?.trim()) {
    request.log.info({ form: form.key }, 'honeypot filled; submission dropped');
    return false;
  }
  if (input.elapsedMs < LEAD_LIMITS.minFillMs) throw new HttpError(400, TOO_QUICK_MESSAGE);
  return true;
}
