import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NewsletterSubscriber } from '@site/shared';
import { contactMessagePatchSchema, leadIdParamsSchema, sessionLabel } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { parseInput } from '../../lib/validation.ts';
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

/** The admin portal's view of leads: messages (read/unread, delete), subscribers and registrations with CSV. */
export async function adminLeadRoutes(app: FastifyInstance, options: { publicUrl?: string }) {
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
    return { success: true, data: rows };
  };

  app.get('/messages', async (request) =>
    listAnswer(request, 'messages', await app.repos.contactMessages.list()),
  );

  app.patch('/messages/:id', async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    const { read } = parseInput(contactMessagePatchSchema, request.body);
    const message = await app.repos.contactMessages.setRead(id, read);
    if (!message) throw new HttpError(404, 'Message not found');
    return { success: true, data: message };
  });

  app.delete('/messages/:id', async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    if (!(await app.repos.contactMessages.remove(id)))
      throw new HttpError(404, 'Message not found');
    await app.audit(request, 'lead.delete', `message:${id}`);
    return { success: true, data: { id } };
  });

  app.get('/subscribers', async (request) =>
    listAnswer(request, 'subscribers', await subscribers(request)),
  );

  app.get('/subscribers.csv', async (request, reply) => {
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

  app.delete('/subscribers/:id', async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    if (!(await app.repos.subscribers.remove(id))) throw new HttpError(404, 'Subscriber not found');
    await app.audit(request, 'lead.delete', `subscriber:${id}`);
    return { success: true, data: { id } };
  });

  app.get('/training-registrations', async (request) =>
    listAnswer(request, 'training-registrations', await app.repos.trainingRegistrations.list()),
  );

  app.get('/training-registrations.csv', async (request, reply) => {
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

  app.delete('/training-registrations/:id', async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    if (!(await app.repos.trainingRegistrations.remove(id)))
      throw new HttpError(404, 'Registration not found');
    await app.audit(request, 'lead.delete', `registration:${id}`);
    return { success: true, data: { id } };
  });
}
