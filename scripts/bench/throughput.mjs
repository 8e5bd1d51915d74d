// Throughput of the real server against a bare node:http server answering the same bytes, side by side
// in one run. Both run as child processes (one core each, as deployed); the real one is `npm start`
// with request logging on (LOG_LEVEL=info to /dev/null), on SQLite with twelve published posts.
// Measured: the main script with a browser's accept-encoding, and GET /api/blogs.
// Budget (issue 10): each ratio ≥ 0.8 with 0 errors. Many short rounds alternate bare/app (ABBA), so the
// speed of a shared machine, which drifts over seconds, falls on both sides alike; the ratio is that of
// the summed rates, and the median of each round's pair is reported beside it. The load comes from http-load.mjs, which costs the client little (autocannon
// decoded every body into a string and was the bottleneck: it measured itself, not the servers).
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
const MIN_RATIO = 0.8;

const load = (url, headers) => httpLoad(url, { connections: CONNECTIONS, seconds: DURATION, headers });

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

async function measure(name, { appUrl, bareUrl, headers }) {
  await load(bareUrl, headers); // warm-up both
  await load(appUrl, headers);
  const app = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      bare.push(await load(bareUrl, headers));
      app.push(await load(appUrl, headers));
    } else {
      app.push(await load(appUrl, headers));
      bare.push(await load(bareUrl, headers));
    }
  }
  const rps = (runs) => runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  const pairs = app.map((r, i) => r.requests.average / bare[i].requests.average).sort((a, b) => a - b);
  const p99 = (runs) => Math.max(...runs.map((r) => r.latency.p99));
  const errors = [...app, ...bare].reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);
  const ratio = rps(app) / rps(bare);
  return {
    name,
    connections: CONNECTIONS,
    baselineRps: Math.round(rps(bare)),
    appRps: Math.round(rps(app)),
    ratio: Number(ratio.toFixed(3)),
    medianRoundRatio: Number(pairs[Math.floor(pairs.length / 2)].toFixed(3)),
    rounds: ROUNDS,
    appP99Ms: p99(app),
    baselineP99Ms: p99(bare),
    errors,
    budget: `ratio ≥ ${MIN_RATIO}, 0 errors`,
    withinBudget: ratio >= MIN_RATIO && errors === 0,
  };
}

export async function throughput() {
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500)) + 1;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const dataDir = path.join(work, 'data');
  await seedPosts(dataDir);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
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
  let bare;
  try {
    const appOrigin = `http://127.0.0.1:${port}`;
    await waitFor(`${appOrigin}/api/health`);
    const script = mainScriptPath();
    const browser = { 'accept-encoding': 'br, gzip' };
    // node:http, not fetch(): the bytes as sent, not decoded.
    const { headers: scriptHeaders, body: scriptBytes } = await rawGet(`${appOrigin}${script}`, browser);
    if (scriptHeaders['content-encoding'] !== 'br') throw new Error(`the main script came back as ${scriptHeaders['content-encoding']}, expected br`);
    const { body: listBytes } = await rawGet(`${appOrigin}/api/blogs`, {});
    fs.writeFileSync(path.join(work, 'script.br'), scriptBytes);
    fs.writeFileSync(path.join(work, 'list.json'), listBytes);
    fs.writeFileSync(
      path.join(work, 'routes.json'),
      JSON.stringify([
        { path: script, file: path.join(work, 'script.br'), headers: { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br' } },
        { path: '/api/blogs', file: path.join(work, 'list.json'), headers: { 'content-type': 'application/json; charset=utf-8' } },
      ]),
    );
    bare = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [path.join(work, 'routes.json')], { env: { PORT: String(port + 1) }, stdio: 'ignore' });
    const bareOrigin = `http://127.0.0.1:${port + 1}`;
    await new Promise((resolve) => bare.once('message', resolve));
    return [
      {
        ...(await measure(`main script ${script} (accept-encoding br, gzip)`, {
          appUrl: `${appOrigin}${script}`,
          bareUrl: `${bareOrigin}${script}`,
          headers: browser,
        })),
        bodyBytes: scriptBytes.byteLength,
      },
      {
        ...(await measure('GET /api/blogs (request logging on)', { appUrl: `${appOrigin}/api/blogs`, bareUrl: `${bareOrigin}/api/blogs` })),
        bodyBytes: listBytes.byteLength,
      },
    ];
  } finally {
    bare?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
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
