import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { PAGE_PATH } from '@site/shared/site-routes';
import { parse } from 'regexparam';
import { HttpError, Moved } from '../errors.ts';
import { movedTo } from '../lib/redirects.ts';
import { RequestPartError } from '../lib/validation.ts';
import type { SecurityHeaders } from './security.ts';
import { isApiPath } from './security.ts';

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The image is larger than the 10 MB limit'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts'],
  FST_FILES_LIMIT: [413, 'Send one image at a time'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the form as multipart/form-data'],
  FST_ERR_BAD_URL: [400, 'The URL is malformed'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The URL is too long'],
};

/** Fastify answers a malformed URL before any hook runs: this gives that answer the envelope and
 * the security headers too. */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    headers(reply);
    const [status, message] = FRAMEWORK_MESSAGES[error.code] ?? [400, 'Bad request'];
    void reply.status(status).send({ success: false, error: message });
  };
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};

/** Node itself refuses a request it cannot parse (a bad request line, an invalid header, headers
 * over its size limit) or that arrives too slowly, before Fastify sees it: this writes that answer
 * with the envelope and the API's security headers (the body is JSON, whatever the path), then
 * closes the connection. */
export function clientErrorHandler(headers: SecurityHeaders) {
  const securityLines = Object.entries(headers.forPath('/api/'))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const [status, message] = CLIENT_ERRORS[error.code] ?? [400, 'Malformed HTTP request'];
      const body = JSON.stringify({ success: false, error: message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          `content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          `cache-control: no-store\r\nconnection: close\r\n${securityLines}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every failure answers with the envelope and a fitting status; the process never crashes on input. */
export function registerErrorHandling(app: FastifyInstance) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    // The web app's catch-all file server answers GET for any path; it says nothing about which
    // methods a real route takes (an unknown API path is a 404, not "405, try GET").
    if (route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The matcher the web app's router uses; case-sensitive, as Fastify's routes are.
    const pattern = new RegExp(parse(route.url).pattern.source);
    for (const method of methods) routes.push({ method, pattern });
  });

  app.setErrorHandler(
    (thrown: FastifyError | HttpError | Moved | RequestPartError, request, reply) => {
      // A route schema refused the input: the answer a handler's parseInput gives for it.
      const error = thrown instanceof RequestPartError ? thrown.answer(request) : thrown;
      if (error instanceof Moved) return reply.redirect(error.location, error.statusCode);
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          success: false,
          error: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        });
      }
      const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
      if (known) return reply.status(known[0]).send({ success: false, error: known[1] });
      if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
        return reply.status(400).send({ success: false, error: 'Malformed JSON body' });
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ success: false, error: 'Internal server error' });
      }
      return reply.status(status).send({ success: false, error: error.message });
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) =>
      routes.some((r) => r.method === method && r.pattern.test(path)),
    );
    const isApi = isApiPath(path);
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof METHODS)[number])) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ success: false, error: `Method ${request.method} is not allowed here` });
    }
    if (
      !isApi &&
      app.pageTwins &&
      PAGE_PATH.test(path) &&
      request.method !== 'GET' &&
      request.method !== 'HEAD'
    ) {
      return reply
        .status(405)
        .header('Allow', 'GET, HEAD')
        .send({ success: false, error: `Method ${request.method} is not allowed here` });
    }
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && PAGE_PATH.test(path)) {
      // A page path (/about, /blog/x, or one that names no page) is answered with its prerendered page;
      // without the web app's server bundle, a browser is sent to the app's hash route.
      if (app.pageTwins) return app.pageTwins.answer(request, reply);
      if ((request.headers.accept ?? '').includes('text/html'))
        return reply.redirect(`/#${path.replace(/\/+$/, '')}`, 302);
    }
    // Any other address of the site that names nothing may have moved (an old file, a page renamed).
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const moved = await movedTo(app, request.url);
      if (moved) return reply.redirect(moved.location, moved.status);
      // Counted for the not-found log: an old file or page an editor may want to redirect.
      if (request.method === 'GET') await app.notFoundLog.record(request);
    }
    return reply.status(404).send({
      success: false,
      error: isApi ? `No API route ${request.method} ${path}` : 'Not found',
    });
  });
}
