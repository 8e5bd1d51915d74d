// GET /api/blogs throughput of two app processes against one, on the same PostgreSQL, measured in the
// same run on the same machine. The load generator shares the machine's cores, so two instances can
// only gain where cores are spare: with four or more cores the budget is ratio ≥ 1.5; below that the
// ratio is reported and only errors count (two processes and the load generator on two cores measure
// contention, not scale-out).
import os from 'node:os';
import { httpLoad } from './http-load.mjs';
import { startDatabase, startInstance } from '../lib/app-instances.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADMIN = { email: 'bench@example.com', password: 'a-long-bench-password' };

const run = (urls) => httpLoad(urls, { connections: CONNECTIONS, seconds: DURATION });

async function seed(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await login.json()).data.session.access_token;
  for (let i = 0; i < 12; i += 1) {
    await fetch(`${base}/api/blogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Adaptive junction control, part ${i + 1}`,
        content: `## Findings\n\n${'Signal timing that follows real demand shortens queues at busy junctions. '.repeat(40)}`,
        status: 'published',
      }),
    });
  }
}

export async function scaleThroughput() {
  const started = [];
  try {
    const database = await startDatabase();
    started.push(database);
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const bases = [];
    for (let i = 0; i < 2; i += 1) {
      const instance = startInstance(env);
      started.push(instance);
      bases.push(await instance.listening);
    }
    await seed(bases[0]);
    const urls = bases.map((base) => `${base}/api/blogs`);
    await run(urls[0]); // warm-up
    const one = await run(urls[0]);
    const two = await run(urls);
    const errors = [one, two].reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);
    const ratio = two.requests.average / one.requests.average;
    const cores = os.availableParallelism();
    const minimum = cores >= 4 ? 1.5 : 0;
    return {
      name: 'GET /api/blogs: two instances against one (PostgreSQL)',
      cores,
      oneInstanceRps: Math.round(one.requests.average),
      twoInstancesRps: Math.round(two.requests.average),
      ratio: Number(ratio.toFixed(3)),
      oneP99Ms: one.latency.p99,
      twoP99Ms: two.latency.p99,
      errors,
      budget:
        minimum > 0
          ? `ratio ≥ ${minimum}, 0 errors`
          : `0 errors (no ratio budget on ${cores} cores)`,
      withinBudget: ratio >= minimum && errors === 0,
    };
  } finally {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await scaleThroughput(), null, 2));
