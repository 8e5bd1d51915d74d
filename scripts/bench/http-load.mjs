// The load generator of the throughput bench: `connections` keep-alive HTTP/1.1 connections, each
// sending one GET after another for `seconds`. It reads what a benchmark needs of an answer (status,
// Content-Length, where the body ends) and nothing else, so the client costs little next to the
// server it measures. autocannon, used before, decodes every body into a string: 1 ms per answer
// of the brotli main script, which capped a bare node:http server at 1,000 answers a second and
// made the comparison measure the client.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const LENGTH_FIELD = Buffer.from('\r\ncontent-length:');

/** The Content-Length of a head that ends at `end`, or -1 for none. Servers write the name in lower
 * case (node:http as given, both servers here); any other spelling is found by the slower search. */
function contentLength(head, end) {
  let at = head.indexOf(LENGTH_FIELD);
  if (at < 0 || at > end) {
    const match = /\r\ncontent-length:/i.exec(head.toString('latin1', 0, end));
    if (!match) return -1;
    at = match.index;
  }
  let i = at + LENGTH_FIELD.length;
  while (head[i] === 32 || head[i] === 9) i += 1;
  let value = -1;
  for (; head[i] >= 48 && head[i] <= 57; i += 1)
    value = (value < 0 ? 0 : value * 10) + head[i] - 48;
  return value;
}

const requestFor = (target, headers) =>
  Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

/** Answers per second (mean over the run), latency percentiles in ms, and failures. `urls`: one URL,
 * or several that share the connections in turn (instances behind no balancer). The result has the
 * shape of autocannon's, which the benches read. */
export function httpLoad(urls, { connections = 100, seconds = 5, headers = {} } = {}) {
  const targets = [urls].flat().map((url) => new URL(url));
  const requests = targets.map((target) => requestFor(target, headers));
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const until = started + seconds * 1000;

  return new Promise((resolve) => {
    let open = connections;
    const closed = () => {
      if ((open -= 1) > 0) return;
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (q) =>
        Math.round(
          (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 10,
        ) / 10;
      resolve({
        requests: { average: latencies.length / elapsed, total: latencies.length },
        latency: { p50: at(0.5), p99: at(0.99) },
        errors,
        non2xx,
        timeouts: 0,
      });
    };
    for (let i = 0; i < connections; i += 1) {
      const target = targets[i % targets.length];
      const request = requests[i % targets.length];
      const socket = net.connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      let head = null; // the answer's head so far, until its blank line arrives
      let bodyLeft = -1; // -1: reading a head
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= until) return void socket.end();
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        let offset = 0;
        while (offset < chunk.length) {
          if (bodyLeft < 0) {
            head = head ? Buffer.concat([head, chunk.subarray(offset)]) : chunk.subarray(offset);
            const end = head.indexOf(HEADER_END);
            if (end < 0) return;
            // Status and length are read from the bytes: no string of the head is made (its cost grew
            // with the size of the server's headers and was charged to the server measured).
            const status = (head[9] - 48) * 100 + (head[10] - 48) * 10 + (head[11] - 48);
            if (!(status >= 200 && status < 300)) non2xx += 1;
            const length = contentLength(head, end);
            if (length < 0) {
              // Chunked or unbounded answers are not what this bench sends; count and stop.
              errors += 1;
              return void socket.destroy();
            }
            bodyLeft = length;
            offset = chunk.length - (head.length - end - HEADER_END.length);
            head = null;
          }
          const take = Math.min(bodyLeft, chunk.length - offset);
          bodyLeft -= take;
          offset += take;
          if (bodyLeft === 0) {
            bodyLeft = -1;
            latencies.push(performance.now() - sentAt);
            send();
          }
        }
      });
      socket.on('error', () => (errors += 1));
      socket.on('close', closed);
    }
  });
}
