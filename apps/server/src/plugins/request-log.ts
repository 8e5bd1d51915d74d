import type { IncomingMessage } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { LogController } from 'fastify';
import { pino } from 'pino';

const isRead = (request: { method?: string }) =>
  request.method === 'GET' || request.method === 'HEAD';

/** Fastify gives every request a child logger bound to its id: an object and a serialized binding per
 * request. A read logs one line (below), which carries the id itself, so reads share the root logger.
 * Writes keep their child, so every line they log has the id. */
export const readsShareTheLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> =
  function (
    this: unknown,
    logger: FastifyBaseLogger,
    bindings,
    options,
    rawRequest: IncomingMessage,
  ) {
    return isRead(rawRequest) ? logger : logger.child(bindings, options);
  };

/** Reads (GET, HEAD) are most of the traffic and change nothing: Fastify's two lines per request
 * (incoming, completed, each with the serialized request) cost a fifth of their throughput. A read
 * gets one compact line when answered; writes keep Fastify's pair. Fastify's other lines (not found,
 * stream and serializer errors) are unchanged. */
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
    logRead(
      reply.log,
      request.id,
      request.method,
      request.url,
      reply.statusCode,
      request.ip,
      reply.elapsedTime,
      error,
    );
  }
}

const { streamSym, chindingsSym, timeSym, needsMetadataGsym } = pino.symbols;
type PinoDestination = {
  write(line: string): unknown;
  flushSync?(): void;
  [needsMetadataGsym]?: boolean;
};

const FIELDS = 7;
const MAX_LINES = 64;
const unwritten = new Set<ReadLineBatch>();

/** JSON text of the strings that recur line after line (methods, URLs, client addresses), each worked
 * out once: at most 1,024 kept, then the memo starts again. */
const jsonTexts = new Map<string, string>();
function jsonOf(value: string): string {
  let text = jsonTexts.get(value);
  if (text === undefined) {
    if (jsonTexts.size >= 1024) jsonTexts.clear();
    jsonTexts.set(value, (text = JSON.stringify(value)));
  }
  return text;
}

/** A logger's read lines, kept as their fields until the current turn of the event loop ends (or 64 are
 * waiting) and then written as text in one go. Formatting a line inside each busy request cost a tenth
 * of a bare server's throughput at 30,000 answers a second; formatted in batches, a fiftieth. */
class ReadLineBatch {
  // Preallocated: a batch costs no allocation but its text.
  private readonly fields: (string | number | undefined)[] = new Array<string | number | undefined>(
    FIELDS * MAX_LINES,
  );
  private used = 0;

  constructor(
    private readonly destination: PinoDestination,
    private readonly bindings: string,
  ) {}

  add(
    time: number,
    reqId: string,
    method: string,
    url: string,
    statusCode: number,
    ip: string | undefined,
    responseTime: number,
  ) {
    const f = this.fields;
    const at = this.used;
    f[at] = time;
    f[at + 1] = reqId;
    f[at + 2] = method;
    f[at + 3] = url;
    f[at + 4] = statusCode;
    f[at + 5] = ip;
    f[at + 6] = responseTime;
    this.used = at + FIELDS;
    if (at === 0) {
      unwritten.add(this);
      setImmediate(this.write);
    } else if (this.used === f.length) this.write();
  }

  /** The very text pino writes for `logger.info({ reqId, method, url, statusCode, ip, responseTime },
   * 'request completed')` (tested against it). */
  readonly write = () => {
    const f = this.fields;
    if (this.used === 0) return;
    let text = '';
    let time = -1;
    let timeText = '';
    for (let i = 0; i < this.used; i += FIELDS) {
      // Lines of one batch mostly share their millisecond.
      if (f[i] !== time)
        timeText = `{"level":30,"time":${(time = f[i] as number)}${this.bindings},"reqId":`;
      const ip = f[i + 5] === undefined ? '' : `,"ip":${jsonOf(f[i + 5] as string)}`;
      text += `${timeText}${JSON.stringify(f[i + 1])},"method":${jsonOf(f[i + 2] as string)},"url":${jsonOf(f[i + 3] as string)},"statusCode":${f[i + 4]}${ip},"responseTime":${f[i + 6]},"msg":"request completed"}\n`;
    }
    f.fill(undefined, 0, this.used);
    this.used = 0;
    unwritten.delete(this);
    this.destination.write(text);
  };

  /** At exit: what waits is written, then the destination's own buffer. */
  writeAndFlush() {
    this.write();
    try {
      this.destination.flushSync?.();
    } catch {
      // Standard output is gone (a closed pipe): nothing left to write to.
    }
  }
}

// Lines still waiting when the process exits are written, and the destination flushed after them.
process.once('exit', () => {
  for (const batch of unwritten) batch.writeAndFlush();
});

const batches = new WeakMap<object, ReadLineBatch | null>();

/** The batch of a plain pino logger that writes epoch times to one destination; null for any other
 * logger (Fastify's silent one, a custom time format, a multistream), which then logs each line itself. */
function batchOf(logger: FastifyBaseLogger): ReadLineBatch | null {
  let batch = batches.get(logger);
  if (batch === undefined) {
    const internals = logger as unknown as Record<symbol, unknown>;
    const destination = internals[streamSym] as PinoDestination | undefined;
    const plain =
      destination &&
      !destination[needsMetadataGsym] &&
      internals[timeSym] === pino.stdTimeFunctions.epochTime;
    batch = plain ? new ReadLineBatch(destination, internals[chindingsSym] as string) : null;
    batches.set(logger, batch);
  }
  return batch;
}

/** The one line a read logs, from Fastify's pipeline and from the prebuilt lane alike: `request
 * completed` with the request's id, method, URL, status, client address and time in ms (to the µs),
 * written in pino's own format. Errors are logged at once, through the logger. */
export function logRead(
  logger: FastifyBaseLogger,
  reqId: string,
  method: string,
  url: string,
  statusCode: number,
  ip: string | undefined,
  elapsedMs: number,
  error?: Error | null,
) {
  const responseTime = Math.round(elapsedMs * 1000) / 1000;
  const batch = error ? null : batchOf(logger);
  if (batch) {
    if ((logger as unknown as pino.Logger).isLevelEnabled('info'))
      batch.add(Date.now(), reqId, method, url, statusCode, ip, responseTime);
    return;
  }
  const line = { reqId, method, url, statusCode, ip, responseTime };
  if (error) logger.error({ ...line, err: error }, 'request errored');
  else logger.info(line, 'request completed');
}
