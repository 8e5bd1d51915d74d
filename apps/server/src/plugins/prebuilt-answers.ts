import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { fastifyTrustProxy } from '../config.ts';
import { logRead } from './request-log.ts';
import type { WebFile } from './web-app-files.ts';
import { answerOf } from './web-app-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers that are bytes in memory, served before Fastify's pipeline (decision 022). */
    prebuilt: {
      /** GET and HEAD of exactly `url` are answered from `file()` whenever it returns one. The same
       * URL must also have a Fastify route that answers it the same way (`serve` of web-app-files.ts):
       * that route answers when `file()` returns nothing, a byte range, every other spelling of the
       * URL (a query, a trailing slash), `inject`, and everything while the server closes. */
      add(url: string, file: () => WebFile | undefined): void;
    };
  }
}

/** The request headers a prebuilt answer depends on, read from the raw list: Node builds its headers
 * object (every header, names lower-cased) on first use, which costs more than the rest of the answer.
 * Repeated fields are joined as Node joins them. Undefined for a byte range: Fastify answers those. */
function conditionsOf(raw: string[]): IncomingHttpHeaders | undefined {
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    if (name.length === 5 && name.toLowerCase() === 'range') return undefined;
    if (name.length === 15 && name.toLowerCase() === 'accept-encoding')
      acceptEncoding = acceptEncoding === undefined ? value : `${acceptEncoding}, ${value}`;
    else if (name.length === 13 && name.toLowerCase() === 'if-none-match')
      ifNoneMatch = ifNoneMatch === undefined ? value : `${ifNoneMatch}, ${value}`;
  }
  return { 'accept-encoding': acceptEncoding, 'if-none-match': ifNoneMatch };
}

type ServerFactory = NonNullable<FastifyServerOptions['serverFactory']>;
/** The options Fastify hands a server factory that it would apply to a server of its own. */
type ServerSettings = {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
};

/** The prebuilt lane: the hashed assets, the web app's files and the cached public post list are bytes
 * with their headers worked out in advance, so a request for one costs a map lookup, a header check and
 * a write. Fastify's request, reply, routing and hooks cost more than the answer itself under load
 * (the main script: 0.5× a bare node:http server through Fastify). The lane answers with the same
 * function as the route (`answerOf`), the same headers (security set included) and the same log line;
 * anything else goes to Fastify unchanged. */
export function prebuiltAnswers(trustProxy: AppConfig['trustProxy']) {
  const table = new Map<string, () => WebFile | undefined>();
  let app: FastifyInstance | undefined;
  let closing = false;

  // Fastify's own id scheme (req-1, req-2, … in base 36), one sequence for both ways in.
  let lastId = 0;
  const genReqId = () => `req-${(lastId = (lastId + 1) & 0x7fffffff).toString(36)}`;

  // The client's address as Fastify's request.ip works it out.
  const trust = fastifyTrustProxy(trustProxy);
  const trusted =
    typeof trust === 'function' ? trust : Array.isArray(trust) ? proxyAddr.compile(trust) : null;
  const clientIp = (request: IncomingMessage) =>
    trusted ? proxyAddr(request, trusted) : request.socket.remoteAddress;

  const serverFactory: ServerFactory = (fastifyHandler, fastifyOptions) => {
    const options = fastifyOptions as ServerSettings;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      const method = request.method ?? '';
      const url = request.url ?? '';
      const conditions =
        !closing && (method === 'GET' || method === 'HEAD')
          ? conditionsOf(request.rawHeaders)
          : undefined;
      const file = conditions && table.get(url)?.();
      if (!file || !conditions || !app) return fastifyHandler(request, response);
      const started = performance.now();
      const answer = answerOf(file, conditions);
      response.writeHead(answer.status, answer.headers);
      response.end(method === 'HEAD' ? undefined : answer.body);
      logRead(
        app.log,
        genReqId(),
        method,
        url,
        answer.status,
        clientIp(request),
        performance.now() - started,
      );
    });
    // What Fastify sets on a server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    genReqId,
    /** Gives the app its `prebuilt` table; from its close on, every request goes to Fastify (503). */
    attach(instance: FastifyInstance) {
      app = instance;
      instance.decorate('prebuilt', {
        add: (url: string, file: () => WebFile | undefined) => void table.set(url, file),
      });
      instance.addHook('preClose', (done) => {
        closing = true;
        done();
      });
    },
  };
}
