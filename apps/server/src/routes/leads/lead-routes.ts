import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contactInputSchema,
  newsletterInputSchema,
  trainingRegistrationInputSchema,
  unsubscribeInputSchema,
} from '@site/shared';
import { company } from '@site/shared/company';
import type { LeadsConfig } from '../../config.ts';
import { contactMessageMail, trainingRegistrationMail } from '../../lib/lead-mail-text.ts';
import { parseInput } from '../../lib/validation.ts';
import type { SecurityHeaders } from '../../plugins/security.ts';
import { submissionGuard } from './submission-guard.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const created = (reply: FastifyReply, data: unknown) =>
  reply.status(201).send({ success: true, data });

/** Public lead forms: each submission is stored first (with its notification in the outbox, in the
 * same transaction), then the outbox is kicked; a robot's submission gets the same answer and is dropped. */
export async function leadRoutes(
  app: FastifyInstance,
  options: Pick<LeadsConfig, 'perAddressPerHour'> & {
    documentHeaders: SecurityHeaders['document'];
  },
) {
  const guard = submissionGuard(app, options.perAddressPerHour);
  const notify = app.leadMail.enabled;

  app.post('/contact', async (request, reply) => {
    const input = parseInput(contactInputSchema, request.body);
    if (!(await guard(request, { key: 'contact', label: 'messages' }, input)))
      return created(reply, { id: randomUUID() });
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

  app.post('/training-registrations', async (request, reply) => {
    const input = parseInput(trainingRegistrationInputSchema, request.body);
    if (!(await guard(request, { key: 'training', label: 'registrations' }, input)))
      return created(reply, { id: randomUUID() });
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

  app.post('/newsletter', async (request, reply) => {
    const input = parseInput(newsletterInputSchema, request.body);
    if (await guard(request, { key: 'newsletter', label: 'subscriptions' }, input))
      await app.repos.subscribers.subscribe(input.email);
    return created(reply, { subscribed: true });
  });

  // The unsubscribe link: GET shows a confirmation button (so mail scanners that follow links
  // unsubscribe no one); POST removes the address, from that button or a mail app's one-click
  // unsubscribe (RFC 8058), whose form body says nothing we need.
  app.register(async (unsubscribe) => {
    unsubscribe.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const wantsHtml = (request: FastifyRequest) =>
      (request.headers.accept ?? '').includes('text/html');
    const noLongerSubscribed = 'This address no longer receives our newsletter.';
    // Its pages are documents (a style, a form): the page set of headers, not the API's.
    unsubscribe.addHook('onRequest', (_request, reply, done) => {
      options.documentHeaders(reply);
      done();
    });

    unsubscribe.get('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return unsubscribePage({
        heading: 'Unsubscribe from our newsletter',
        text: `Press the button to stop receiving the ${company.shortName} newsletter.`,
        token,
      });
    });

    unsubscribe.post('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      await app.repos.subscribers.removeByToken(token);
      if (wantsHtml(request))
        return reply
          .type('text/html; charset=utf-8')
          .send(unsubscribePage({ heading: 'You are unsubscribed', text: noLongerSubscribed }));
      return { success: true, data: { unsubscribed: true } };
    });
  });
}
