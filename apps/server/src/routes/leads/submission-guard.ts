import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { LEAD_LIMITS, TOO_QUICK_MESSAGE, tooManyLeadsMessage } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { addressKey } from '../../lib/client-address.ts';
import { enforceLimit } from '../../lib/request-limits.ts';
import type { SecurityHeaders } from '../../plugins/security.ts';
import { CROSS_SITE_FORM_MESSAGE, refusalAsPage } from './form-posts.ts';

/** A public lead form: `label` names its leads in the limit's message, `path` is its route. */
export type LeadForm = {
  key: 'contact' | 'newsletter' | 'training';
  label: string;
  path: '/contact' | '/newsletter' | '/training-registrations';
};
/** `elapsedMs` is absent only from a form the browser sent by itself (form-posts.ts). */
export type AntiSpam = { website?: string; elapsedMs?: number };

/** Route options every public lead form shares: one bucket per client (an IPv6 client per /64)
 * across all the lead forms, counted in the database (every instance shares it) in `onRequest`, so
 * a refused client's body is never read (the small body limits are the parsers', form-posts.ts).
 * Every request counts, whatever its body turns out to be: each accepted lead mails the company.
 * A post from another site's page is refused before that, uncounted (plugins/cross-site-writes.ts),
 * and a refused form post is answered with a page. */
export function leadRouteOptions(
  app: FastifyInstance,
  perAddressPerHour: number,
  documentHeaders: SecurityHeaders['document'],
) {
  return (form: LeadForm): RouteShorthandOptions => ({
    config: { crossSiteMessage: CROSS_SITE_FORM_MESSAGE },
    onRequest: [
      async (request: FastifyRequest) => {
        const limit = {
          key: `lead:ip:${addressKey(request.ip)}`,
          windowSeconds: 3_600,
          max: perAddressPerHour,
        };
        await enforceLimit(app.repos.rateCounters, limit, () => tooManyLeadsMessage(form.label));
      },
    ],
    onSend: refusalAsPage(form, documentHeaders),
  });
}

/** The robot checks, after the body is parsed: the honeypot, then the minimum fill time, when the
 * client measured it (a form sent without script cannot: the honeypot and the limit alone apply;
 * docs/decisions/044). Answers `false` when the submission is a robot's: the caller answers as if
 * accepted and stores nothing. */
export function isPerson(request: FastifyRequest, form: LeadForm, input: AntiSpam): boolean {
  if (input.website?.trim()) {
    request.log.info({ form: form.key }, 'honeypot filled; submission dropped');
    return false;
  }
  if (input.elapsedMs !== undefined && input.elapsedMs < LEAD_LIMITS.minFillMs)
    throw new HttpError(400, TOO_QUICK_MESSAGE);
  return true;
}
