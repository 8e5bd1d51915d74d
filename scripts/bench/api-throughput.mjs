// GET /api/blogs throughput against a bare node:http server answering the same bytes, measured in the
// same run on the same machine. Budget (DESIGN §5): ratio ≥ 0.5 and 0 errors.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function apiThroughput() {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { defaultLoginThrottle } = await import('../../apps/server/src/config.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const app = await buildApp({
    dataDir,
    webDistDir: null,
    sessionTtlHours: 1,
    translator: { region: 'global', endpoint: 'http://127.0.0.1:9' },
    trustProxy: false,
    logLevel: 'silent',
    logger: false,
    loginThrottle: defaultLoginThrottle,
  });
  // Twelve published posts of realistic size.
  for (let i = 0; i < 12; i += 1) {
    await app.repos.blogs.create(
      {
        title: `Adaptive junction control, part ${i + 1}`,
        content: `## Findings\n\n${'Signal timing that follows real demand shortens queues at busy junctions. '.repeat(40)}`,
        excerpt: 'What adaptive signal control changed at a busy Nairobi junction.',
        category: 'Intelligent Transport System(ITS)',
        tags: ['traffic', 'signals', 'nairobi'],
        status: 'published',
      },
      null,
    );
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${app.server.address().port}/api/blogs`;
  const body = await (await fetch(appUrl)).arrayBuffer();

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.byteLength });
    res.end(Buffer.from(body));
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${bare.address().port}/api/blogs`;

  await run(bareUrl); // warm-up both
  await run(appUrl);
  const baseline = await run(bareUrl);
  const measured = await run(appUrl);
  await app.close();
  bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const errors = measured.errors + measured.non2xx + measured.timeouts;
  return {
    name: 'GET /api/blogs throughput',
    bodyBytes: body.byteLength,
    baselineRps: Math.round(baseline.requests.average),
    appRps: Math.round(measured.requests.average),
    ratio: Number((measured.requests.average / baseline.requests.average).toFixed(3)),
    appP99Ms: measured.latency.p99,
    baselineP99Ms: baseline.latency.p99,
    errors,
    budget: 'ratio ≥ 0.5, 0 errors',
    withinBudget: measured.requests.average / baseline.requests.average >= 0.5 && errors === 0,
  };
}
