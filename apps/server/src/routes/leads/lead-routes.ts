import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contactInputSchema,
  newsletterConfirmInputSchema,
  newsletterInputSchema,
  trainingRegistrationInputSchema,
  unsubscribeInputSchema,
} from '@site/shared';
import { company } from '@site/shared/company';
import type { LeadsConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import {
  contactMessageMail,
  newsletterConfirmationMail,
  newsletterSubscriptionMail,
  trainingRegistrationMail,
} from '../../lib/lead-mail-text.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin } from '../../lib/public-origin.ts';
import { parseInput } from '../../lib/validation.ts';
import type { SecurityHeaders } from '../../plugins/security.ts';
import { isPerson, leadRouteOptions } from './submission-guard.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const created = (reply: FastifyReply, data: unknown) =>
  reply.status(201).send({ success: true, data });

export const CONFIRM_LINK_INVALID =
  'This confirmation link is unknown, already used or expired. If you confirmed before, you are subscribed; otherwise sign up again for a new link.';

/** Public lead forms: each submission is stored first (with its notification in the outbox, in the
 * same transaction), then the outbox is kicked; a robot's submission gets the same answer and is dropped. */
export async function leadRoutes(
  app: FastifyInstance,
  options: Pick<LeadsConfig, 'perAddressPerHour'> &
    OriginSettings & {
      documentHeaders: SecurityHeaders['document'];
    },
) {
  const route = leadRouteOptions(app, options.perAddressPerHour);
  const notify = app.leadMail.enabled;
  const contactForm = { key: 'contact', label: 'messages' } as const;
  const trainingForm = { key: 'training', label: 'registrations' } as const;
  const newsletterForm = { key: 'newsletter', label: 'subscriptions' } as const;

  app.post('/contact', route(contactForm), async (request, reply) => {
    const input = parseInput(contactInputSchema, request.body);
    if (!isPerson(request, contactForm, input)) return created(reply, { id: randomUUID() });
    const message = await app.repos.contactMessages.create(
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        message: input.message,
        subject: input.subject ?? null,
        phone: input.phone ?? null,
        company: input.company ?? null,
      },
      notify ? (stored) => contactMessageMail(stored, app.leadMail.to) : null,
    );
    if (notify) app.leadMail.kick();
    return created(reply, { id: message.id });
  });

  app.post('/training-registrations', route(trainingForm), async (request, reply) => {
    const input = parseInput(trainingRegistrationInputSchema, request.body);
    if (!isPerson(request, trainingForm, input)) return created(reply, { id: randomUUID() });
    const registration = await app.repos.trainingRegistrations.create(
      {
        course: input.course,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        organisation: input.organisation ?? null,
        participants: input.participants,
      },
      notify ? (stored) => trainingRegistrationMail(stored, app.leadMail.to) : null,
    );
    if (notify) app.leadMail.kick();
    return created(reply, { id: registration.id });
  });

  // Double opt-in (docs/decisions/039): the address is stored pending and mailed a link; only the
  // link makes it a subscriber (and mails the company). The answer is the same whatever the address
  // was before, so the form tells no one who subscribes.
  app.post('/newsletter', route(newsletterForm), async (request, reply) => {
    const input = parseInput(newsletterInputSchema, request.body);
    if (isPerson(request, newsletterForm, input)) {
      // The link goes into a mail to someone else: never built from an unvetted Host header.
      const origin = notify ? requireVettedOrigin(request, options) : null;
      const outcome = await app.repos.subscribers.signUp(
        input.email,
        origin
          ? ({ email, token }) =>
              newsletterConfirmationMail(
                {
                  email,
                  confirmUrl: `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
                },
                app.leadMail.to,
              )
          : null,
      );
      if (notify && outcome !== 'unchanged') app.leadMail.kick();
    }
    return created(reply, { subscribed: true });
  });

  // The newsletter's links: GET shows a button (so mail scanners that follow links confirm and
  // unsubscribe no one); POST acts, from that button or, for unsubscribing, a mail app's one-click
  // unsubscribe (RFC 8058), whose form body says nothing we need.
  app.register(async (links) => {
    links.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const wantsHtml = (request: FastifyRequest) =>
      (request.headers.accept ?? '').includes('text/html');
    const html = (reply: FastifyReply, page: string, status = 200) =>
      reply
        .status(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    const noLongerSubscribed = 'This address no longer receives our newsletter.';
    const invalidLinkPage = () =>
      unsubscribePage({ heading: 'This link no longer works', text: CONFIRM_LINK_INVALID });
    // Its pages are documents (a style, a form): the page set of headers, not the API's.
    links.addHook('onRequest', (_request, reply, done) => {
      options.documentHeaders(reply);
      done();
    });

    links.get('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      return html(
        reply,
        unsubscribePage({
          heading: 'Unsubscribe from our newsletter',
          text: `Press the button to stop receiving the ${company.shortName} newsletter.`,
          token,
        }),
      );
    });

    links.post('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      await app.repos.subscribers.removeByToken(token);
      if (wantsHtml(request))
        return html(
          reply,
          unsubscribePage({ heading: 'You are unsubscribed', text: noLongerSubscribed }),
        );
      return { success: true, data: { unsubscribed: true } };
    });

    links.get('/newsletter/confirm', async (request, reply) => {
      const { token } = parseInput(newsletterConfirmInputSchema, request.query);
      if (!(await app.repos.subscribers.findPendingByToken(token)))
        return html(reply, invalidLinkPage(), 404);
      return html(
        reply,
        unsubscribePage({
          heading: 'Confirm your subscription',
          text: `Press the button to receive the ${company.shortName} newsletter.`,
          token,
          action: { path: '/api/newsletter/confirm', button: 'Confirm subscription' },
        }),
      );
    });

    links.post('/newsletter/confirm', async (request, reply) => {
      const { token } = parseInput(newsletterConfirmInputSchema, request.query);
      const subscriber = await app.repos.subscribers.confirm(
        token,
        notify ? (confirmed) => newsletterSubscriptionMail(confirmed, app.leadMail.to) : null,
      );
      if (subscriber && notify) app.leadMail.kick();
      if (wantsHtml(request))
        return subscriber
          ? html(
              reply,
              unsubscribePage({
                heading: 'You are subscribed',
                text: `Thank you. This address now receives the ${company.shortName} newsletter; every issue has a link to unsubscribe.`,
              }),
            )
          : html(reply, invalidLinkPage(), 404);
      if (!subscriber) throw new HttpError(404, CONFIRM_LINK_INVALID);
      return { success: true, data: { confirmed: true } };
    });
  });
}
