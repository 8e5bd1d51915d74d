import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A successful answer's envelope, `{ success: true, data }`; typed so that a route's answer is
 * checked against the answer its schema documents (a bare `success: true` would widen to boolean). */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** A route schema's answer that is not JSON (a page, a CSV download), as the API reference shows it. */
export const textAnswer = (type: 'text/html' | 'text/csv', description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** An `onRequest` hook for a scope whose answers are one person's (a session, secrets, the team, the
 * admin's figures): no cache keeps them. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('Cache-Control', 'no-store');
};
