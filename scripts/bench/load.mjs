// Load budgets, with autocannon at 100 connections: every public endpoint answers with p99 ≤ 50 ms
// and no error; the main script and GET /api/blogs each serve ≥ 0.9× the requests a second of a
// minimal Fastify app (fastify-baseline.mjs) sending the very same headers and bytes, in the same
// run.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 4;
const MAX_P99_MS = 50;
const MIN_RATIO = 0.9;
const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };
/** Headers node:http adds to every answer by itself, or that follow from how the body is sent. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const load = (url, seconds = SECONDS) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER });
const failures = (result) => result.errors + result.timeouts + result.non2xx;

/** One row for `urls`: the highest p99 and every error (a URL that answers nothing fails too). Each
 * URL is warmed up for a second first. */
export async function latencies(name, urls, origin) {
  const failing = [];
  let worst = { p99: 0 };
  let errors = 0;
  let answers = 0;
  for (const url of urls) {
    await load(url, 1);
    const result = await load(url);
    const page = url.slice(origin.length);
    const { p99 } = result.latency;
    console.error(
      `load: ${page}: p99 ${p99} ms, ${failures(result)} errors, ${Math.round(result.requests.average)} req/s`,
    );
    errors += failures(result);
    answers += result.requests.total;
    if (p99 >= worst.p99) worst = { p99, page };
    if (p99 > MAX_P99_MS || failures(result) > 0 || result.requests.total === 0) failing.push(page);
  }
  return {
    name: `p99 ${name}`,
    budget: `≤ ${MAX_P99_MS} ms, 0 errors`,
    measured:
      answers === 0
        ? 'no answer within the run'
        : `${worst.p99} ms${urls.length > 1 ? ` (${worst.page})` : ''}, ${errors} errors, ${answers} answers`,
    failing: urls.length > 1 ? failing : [],
    pass: failing.length === 0,
  };
}

/** The answer as sent: headers and undecoded bytes. */
const rawGet = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

async function startBaseline(answers) {
  const child = fork(path.join(import.meta.dirname, 'fastify-baseline.mjs'), { stdio: 'ignore' });
  child.send(answers);
  const port = await new Promise((resolve) => child.once('message', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** One row per path: the app's requests a second against the baseline's, in alternating rounds so a
 * shared machine's drift falls on both alike. */
export async function ratios(origin, paths) {
  const answers = [];
  for (const urlPath of paths) {
    const { headers, body } = await rawGet(origin + urlPath);
    answers.push({
      path: urlPath,
      headers: Object.fromEntries(
        Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)),
      ),
      body: body.toString('base64'),
    });
  }
  const baseline = await startBaseline(answers);
  try {
    const rows = [];
    for (const { path: urlPath, headers } of answers) {
      const servers = [origin, baseline.origin];
      const totals = [0, 0];
      for (const server of servers) await load(server + urlPath, 1);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const i of round % 2 === 0 ? [0, 1] : [1, 0])
          totals[i] += (await load(servers[i] + urlPath)).requests.total;
      }
      const [app, base] = totals.map((total) => Math.round(total / (ROUNDS * SECONDS)));
      const ratio = app / base;
      rows.push({
        name: `${urlPath} vs minimal Fastify`,
        budget: `≥ ${MIN_RATIO}×`,
        measured: `${ratio.toFixed(2)}× (${app} / ${base} req/s, ${headers['content-encoding'] ?? 'identity'})`,
        pass: ratio >= MIN_RATIO,
      });
      console.error(`load: ${rows.at(-1).name}: ${rows.at(-1).measured}`);
    }
    return rows;
  } finally {
    baseline.stop();
  }
}
