import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Reads (GET, HEAD) are most of the traffic and change nothing: one compact line each when answered
 * (id, method, URL, status, client address, time) instead of Fastify's pair with the whole serialized
 * request. Writes keep Fastify's pair; Fastify's other lines (not found, stream and serializer errors)
 * are unchanged. Every line goes through the request's logger, so the logger's options apply. */
export class CompactReadLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!isRead(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!isRead(request)) return super.requestCompleted(error, request, reply);
    const { method, url, ip } = request;
    const line = { method, url, statusCode: reply.statusCode, ip, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
