import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterSubscriber } from '@site/shared';
import {
  contactMessagePatchSchema,
  contactMessageSchema,
  leadIdParamsSchema,
  newsletterSubscriberSchema,
  removedSchema,
  sessionLabel,
  successEnvelope,
  trainingRegistrationSchema,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { ok, textAnswer } from '../../lib/answer.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { toCsv } from './csv.ts';

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .type('text/csv; charset=utf-8')
    .send(csv);

const removed = (summary: string) => ({
  summary,
  params: leadIdParamsSchema,
  response: { 200: successEnvelope(removedSchema) },
});

/** The admin portal's view of leads: messages (read/unread, delete), subscribers and registrations with CSV. */
export const adminLeadRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (
  app,
  options,
) => {
  // Before the body is read: a request without an administrator's session is refused unread.
  app.addHook('onRequest', app.requirePermission('leads'));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  const subscribers = async (request: FastifyRequest): Promise<NewsletterSubscriber[]> => {
    const origin = options.publicUrl
      ? publicOrigin(options.publicUrl)
      : `${request.protocol}://${request.host}`;
    const rows = await app.repos.subscribers.list();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt,
      confirmedAt: row.confirmedAt,
      unsubscribeUrl: `${origin}/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
    }));
  };
  /** A list of leads is personal data read: the trail records each reading, once per request. */
  const listAnswer = async <T>(request: FastifyRequest, kind: string, rows: T[]) => {
    await app.audit(request, 'lead.read', kind, { rows: rows.length });
    return ok(rows);
  };

  const messages = {
    summary: 'Contact messages, newest first',
    response: { 200: successEnvelope(z.array(contactMessageSchema)) },
  };
  app.get('/messages', { schema: messages }, async (request) =>
    listAnswer(request, 'messages', await app.repos.contactMessages.list()),
  );

  const markRead = {
    summary: 'Marks a message read or unread',
    params: leadIdParamsSchema,
    body: contactMessagePatchSchema,
    response: { 200: successEnvelope(contactMessageSchema) },
  };
  app.patch('/messages/:id', { schema: markRead }, async (request) => {
    const { id } = request.params;
    const { read } = request.body;
    const message = await app.repos.contactMessages.setRead(id, read);
    if (!message) throw new HttpError(404, 'Message not found');
    return ok(message);
  });

  app.delete('/messages/:id', { schema: removed('Deletes a message') }, async (request) => {
    const { id } = request.params;
    if (!(await app.repos.contactMessages.remove(id)))
      throw new HttpError(404, 'Message not found');
    await app.audit(request, 'lead.delete', `message:${id}`);
    return ok({ id });
  });

  const subscriberList = {
    summary: 'Newsletter subscribers, with their unsubscribe links',
    response: { 200: successEnvelope(z.array(newsletterSubscriberSchema)) },
  };
  app.get('/subscribers', { schema: subscriberList }, async (request) =>
    listAnswer(request, 'subscribers', await subscribers(request)),
  );

  const subscriberCsv = {
    summary: 'Newsletter subscribers as a CSV download',
    response: { 200: textAnswer('text/csv', 'The subscribers as CSV') },
  };
  app.get('/subscribers.csv', { schema: subscriberCsv }, async (request, reply) => {
    const rows = await subscribers(request);
    await app.audit(request, 'lead.export', 'subscribers', { rows: rows.length });
    return sendCsv(
      reply,
      'subscribers',
      toCsv(
        ['email', 'subscribedAt', 'unsubscribeUrl', 'status', 'confirmedAt'],
        rows.map((s) => [s.email, s.createdAt, s.unsubscribeUrl, s.status, s.confirmedAt]),
      ),
    );
  });

  app.delete('/subscribers/:id', { schema: removed('Removes a subscriber') }, async (request) => {
    const { id } = request.params;
    if (!(await app.repos.subscribers.remove(id))) throw new HttpError(404, 'Subscriber not found');
    await app.audit(request, 'lead.delete', `subscriber:${id}`);
    return ok({ id });
  });

  const registrations = {
    summary: 'Training registrations, newest first',
    response: { 200: successEnvelope(z.array(trainingRegistrationSchema)) },
  };
  app.get('/training-registrations', { schema: registrations }, async (request) =>
    listAnswer(request, 'training-registrations', await app.repos.trainingRegistrations.list()),
  );

  const registrationCsv = {
    summary: 'Training registrations as a CSV download',
    response: { 200: textAnswer('text/csv', 'The registrations as CSV') },
  };
  app.get('/training-registrations.csv', { schema: registrationCsv }, async (request, reply) => {
    const rows = await app.repos.trainingRegistrations.list();
    await app.audit(request, 'lead.export', 'training-registrations', { rows: rows.length });
    const header = [
      'course',
      'participants',
      'firstName',
      'lastName',
      'email',
      'phone',
      'organisation',
      'registeredAt',
      'courseId',
      'sessionId',
      'session',
    ];
    return sendCsv(
      reply,
      'training-registrations',
      toCsv(
        header,
        rows.map((r) => [
          r.course,
          r.participants,
          r.firstName,
          r.lastName,
          r.email,
          r.phone,
          r.organisation,
          r.createdAt,
          r.courseId,
          r.session?.id ?? null,
          sessionLabel(r.session),
        ]),
      ),
    );
  });

  const removeRegistration = removed('Deletes a registration');
  app.delete('/training-registrations/:id', { schema: removeRegistration }, async (request) => {
    const { id } = request.params;
    if (!(await app.repos.trainingRegistrations.remove(id)))
      throw new HttpError(404, 'Registration not found');
    await app.audit(request, 'lead.delete', `registration:${id}`);
    return ok({ id });
  });
};
