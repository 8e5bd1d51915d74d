// The load generator of the throughput bench: `connections` keep-alive HTTP/1.1 connections, each
// sending one GET after another for `seconds`. It reads what a benchmark needs of an answer (status,
// Content-Length, where the body ends) and nothing else, so the client costs little next to the
// server it measures. autocannon, used before, decodes every body into a string: 1 ms per answer
// of the brotli main script, which capped a bare node:http server at 1,000 answers a second and
// made the comparison measure the client.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

const requestFor = (target, headers) =>
  Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n${Object.entries(headers)
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
      const at = (q) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 10) / 10;
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
            const text = head.toString('latin1', 0, end);
            const status = Number(text.slice(9, 12));
            if (!(status >= 200 && status < 300)) non2xx += 1;
            const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(text);
            if (!length) {
              // Chunked or unbounded answers are not what this bench sends; count and stop.
              errors += 1;
              return void socket.destroy();
            }
            bodyLeft = Number(length[1]);
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
