// Throughput of the real server against a bare node:http server answering the same bytes (the app's
// own status, headers and body), side by side in one run. Every server is a child process; the real
// one is `npm start` with request logging on (LOG_LEVEL=info to /dev/null), on SQLite with twelve
// published posts. Measured: the main script with a browser's accept-encoding, and GET /api/blogs.
// Budget (issue 10, DESIGN §5): each ratio ≥ 0.8 with 0 errors. Reported beside it: the ratio to a
// bare server that sends the body with its type and coding only, and each kind's CPU time per answer.
// The load comes from http-load.mjs, which costs the client little. See decision 023.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { httpLoad } from './http-load.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const DURATION = Number(process.env.BENCH_SECONDS ?? 1.5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const MIN_RATIO = 0.8;

const load = (url, headers) =>
  httpLoad(url, { connections: CONNECTIONS, seconds: DURATION, headers });

async function seedPosts(dataDir) {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { defaultLoginThrottle } = await import('../../apps/server/src/config.ts');
  const app = await buildApp({
    dataDir,
    webDistDir: null,
    sessionTtlHours: 1,
    translator: { region: 'global', endpoint: 'http://127.0.0.1:9' },
    trustProxy: false,
    logLevel: 'silent',
    logger: false,
    loginThrottle: defaultLoginThrottle,
    housekeeping: false,
  });
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
  await app.close();
}

async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function mainScriptPath() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return `/${entry.file}`;
}

/** CPU time (user + system, ms) a process has used so far; null where /proc is not there. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Rounds over every server of every kind, the order reversed each round (ABBA), so the speed of a
 * shared machine, which drifts over seconds, falls on every kind alike; and several processes of each
 * kind, because one process of the very same server runs up to a fifth faster or slower than another
 * (where the scheduler puts it), which a single pair would read as a difference of the servers. */
async function measure(name, kinds, headers) {
  const servers = kinds.flatMap((kind) =>
    kind.urls.map((url, i) => ({ kind: kind.name, url, pid: kind.pids[i] })),
  );
  for (const server of servers) await load(server.url, headers); // warm-up
  const runs = new Map(servers.map((server) => [server, []]));
  let errors = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const cpuBefore = cpuMs(server.pid);
      const result = await load(server.url, headers);
      const cpuAfter = cpuMs(server.pid);
      runs.get(server).push({
        ...result,
        cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      });
      errors += result.errors + result.non2xx + result.timeouts;
    }
  }
  const of = (kind) =>
    servers.filter((server) => server.kind === kind).flatMap((server) => runs.get(server));
  const rps = (kind) => of(kind).reduce((sum, r) => sum + r.requests.average, 0) / of(kind).length;
  const cpuPerRequest = (kind) =>
    of(kind).some((r) => r.cpu === null)
      ? null
      : Number(
          (
            (1000 * of(kind).reduce((sum, r) => sum + r.cpu, 0)) /
            of(kind).reduce((sum, r) => sum + r.requests.total, 0)
          ).toFixed(1),
        );
  const p99 = (kind) => Math.max(...of(kind).map((r) => r.latency.p99));
  const ratio = rps('app') / rps('bare');
  return {
    name,
    connections: CONNECTIONS,
    processesEach: PROCESSES,
    rounds: ROUNDS,
    baselineRps: Math.round(rps('bare')),
    appRps: Math.round(rps('app')),
    ratio: Number(ratio.toFixed(3)),
    // Context, not the budget: a bare server sending the body with nothing but its type and coding.
    ratioToMinimalHeaders: Number((rps('app') / rps('minimal')).toFixed(3)),
    cpuMicrosecondsPerRequest: {
      app: cpuPerRequest('app'),
      bare: cpuPerRequest('bare'),
      minimal: cpuPerRequest('minimal'),
    },
    appP99Ms: p99('app'),
    baselineP99Ms: p99('bare'),
    errors,
    budget: `ratio ≥ ${MIN_RATIO}, 0 errors`,
    withinBudget: ratio >= MIN_RATIO && errors === 0,
  };
}

/** A `npm start` server on SQLite with request logging on (LOG_LEVEL=info to /dev/null). */
async function startApp(port, dataDir) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SKIP_WEB_BUILD: '1',
      DATABASE_URL: '',
      CHAT_WIDGET_SRC: '',
    },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

/** The answer's own headers, as a bare server sends them: node:http adds Date, Connection and Keep-Alive. */
const answerHeaders = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );

export async function throughput() {
  const basePort = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const dataDir = path.join(work, 'data');
  await seedPosts(dataDir);
  const children = [];
  try {
    // One after another: each applies the migrations before it listens.
    const appPorts = Array.from({ length: PROCESSES }, (_, i) => basePort + i);
    for (const port of appPorts) children.push(await startApp(port, dataDir));
    const appPids = children.map((child) => child.pid);
    const appOrigin = `http://127.0.0.1:${appPorts[0]}`;
    const script = mainScriptPath();
    const browser = { 'accept-encoding': 'br, gzip' };
    // node:http, not fetch(): the bytes as sent, not decoded.
    const scriptAnswer = await rawGet(`${appOrigin}${script}`, browser);
    if (scriptAnswer.headers['content-encoding'] !== 'br')
      throw new Error(
        `the main script came back as ${scriptAnswer.headers['content-encoding']}, expected br`,
      );
    const listAnswer = await rawGet(`${appOrigin}/api/blogs`, {});
    fs.writeFileSync(path.join(work, 'script.br'), scriptAnswer.body);
    fs.writeFileSync(path.join(work, 'list.json'), listAnswer.body);
    // "The same bytes": the bare server answers with the app's very headers and body. The minimal one
    // sends the body with its type and coding only.
    const routes = (full) => [
      {
        path: script,
        file: path.join(work, 'script.br'),
        headers: full
          ? answerHeaders(scriptAnswer.headers)
          : { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br' },
      },
      {
        path: '/api/blogs',
        file: path.join(work, 'list.json'),
        headers: full
          ? answerHeaders(listAnswer.headers)
          : { 'content-type': 'application/json; charset=utf-8' },
      },
    ];
    const bareServer = async (port, full) => {
      const file = path.join(work, `routes-${full ? 'full' : 'minimal'}.json`);
      fs.writeFileSync(file, JSON.stringify(routes(full)));
      const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [file], {
        env: { PORT: String(port) },
        stdio: 'ignore',
      });
      children.push(child);
      await new Promise((resolve) => child.once('message', resolve));
      return child;
    };
    const barePorts = Array.from({ length: PROCESSES }, (_, i) => basePort + PROCESSES + i);
    const bares = [];
    for (const port of barePorts) bares.push(await bareServer(port, true));
    const minimalPort = basePort + 2 * PROCESSES;
    const minimal = await bareServer(minimalPort, false);
    const kindsFor = (urlPath) => [
      {
        name: 'app',
        urls: appPorts.map((port) => `http://127.0.0.1:${port}${urlPath}`),
        pids: appPids,
      },
      {
        name: 'bare',
        urls: barePorts.map((port) => `http://127.0.0.1:${port}${urlPath}`),
        pids: bares.map((child) => child.pid),
      },
      { name: 'minimal', urls: [`http://127.0.0.1:${minimalPort}${urlPath}`], pids: [minimal.pid] },
    ];
    return [
      {
        ...(await measure(
          `main script ${script} (accept-encoding br, gzip)`,
          kindsFor(script),
          browser,
        )),
        bodyBytes: scriptAnswer.body.byteLength,
      },
      {
        ...(await measure('GET /api/blogs (request logging on)', kindsFor('/api/blogs'), {})),
        bodyBytes: listAnswer.body.byteLength,
      },
    ];
  } finally {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await throughput()) console.log(JSON.stringify(result, null, 2));
}
