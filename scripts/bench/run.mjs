// `npm run bench`: the budgets of DESIGN §5 against the real app (`npm start` on SQLite, request
// logging at info level to /dev/null, twelve published posts). Prints a table, PASS or FAIL a
// budget, and exits non-zero when one fails. How to read it: docs/bench.md. `--no-lighthouse` skips the
// Lighthouse half (most of the hour) for a quick look at the load budgets; `--pages=/,/blog` measures
// those pages only; `--lighthouse-quick` runs Lighthouse alone, once on `/`, `/blog`, a post and the
// portal's sign-in screen.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { freePort } from '../lib/embedded-postgres.mjs';
import { buildWebIfStale } from '../lib/web-build.mjs';
import { bundleSize, mainScript } from './bundle-size.mjs';
import { afterEdit, afterStart } from './first-answers.mjs';
import { lighthouse, lighthousePortal } from './lighthouse.mjs';
import { latencies, ratios } from './load.mjs';

register();
const { paths, publicRoutes } = await import('../../packages/shared/src/site-routes.ts');
const { builtInPosts } = await import('../../packages/shared/src/built-in-posts.ts');

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'bench@example.com', password: 'a-long-bench-password' };

async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const origin = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // As in production: the pages are rendered for this origin before the app listens.
      PUBLIC_URL: origin,
      LOG_LEVEL: 'info',
      CHAT_WIDGET_SRC: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const answers = () =>
    fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await answers())) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited (${child.exitCode}) before it answered`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

/** Twelve published posts, through the API as an administrator; answers the last one and `edit()`,
 * which changes its title. */
async function seedPosts(origin) {
  const send = (method, url, body, token) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const token = (await send('POST', '/api/auth/login', ADMIN)).data.session.access_token;
  const content = `## Findings\n\n${'Signal timing that follows demand shortens queues. '.repeat(40)}`;
  let created;
  for (let i = 1; i <= 12; i += 1) {
    const body = { title: `Adaptive junction control, part ${i}`, content, status: 'published' };
    created = await send('POST', '/api/blogs', body, token);
  }
  const { id, slug } = created.data;
  const edit = async () => {
    const edited = await send(
      'PUT',
      `/api/blogs/${id}`,
      { title: 'Adaptive junction control, revised', content, status: 'published' },
      token,
    );
    if (!edited.success)
      throw new Error(`bench: the post could not be edited: ${JSON.stringify(edited)}`);
  };
  return { slug, edit };
}

const quick = process.argv.includes('--lighthouse-quick');
await buildWebIfStale();
const rows = [bundleSize()];
const script = mainScript();
const app = await startApp();
try {
  const post = paths.blogPost(builtInPosts[0].slug);
  const routes = [...publicRoutes(), post];
  const builtInPages = [...publicRoutes(), ...builtInPosts.map((p) => paths.blogPost(p.slug))];
  if (!quick) rows.push(await afterStart(app.origin, builtInPages));
  const { slug, edit } = await seedPosts(app.origin);
  // `--pages=/,/blog`: a quick look at a few pages (Lighthouse takes a minute or two a page).
  const only = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
  const pages = (only ? routes.filter((route) => only.split(',').includes(route)) : routes).map(
    (route) => app.origin + route,
  );
  // `--lighthouse-quick`: Lighthouse alone, once on three pages, at every change to the web app.
  if (quick) {
    rows.push(
      ...lighthouse([`${app.origin}/`, `${app.origin}/blog`, app.origin + post], app.origin, {
        runs: 1,
      }),
      ...lighthousePortal(`${app.origin}/admin`, { runs: 1 }),
    );
  } else {
    const endpoints = [
      script,
      '/api/blogs',
      `/api/blogs/slug/${slug}`,
      '/api/config',
      '/api/health',
      '/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
    ];
    // The ratios first, while the app, like the baseline, has served little else: V8 optimizes Node's
    // and Fastify's shared request code for what a process has served, so the same app measured after
    // the load of thirty other URLs reads up to a fifth slower, and no baseline can serve the same mix
    // through the same code (docs/bench.md).
    const ratioRows = await ratios(app.origin, [script, '/api/blogs']);
    rows.push(await afterEdit(app.origin, [paths.blog, paths.blogPost(slug), post], edit));
    rows.push(await latencies(`of ${pages.length} pages`, pages, app.origin));
    for (const endpoint of endpoints)
      rows.push(await latencies(endpoint, [app.origin + endpoint], app.origin));
    rows.push(...ratioRows);
    if (!process.argv.includes('--no-lighthouse'))
      rows.push(...lighthouse(pages, app.origin), ...lighthousePortal(`${app.origin}/admin`));
  }
} finally {
  await app.stop();
}

// The result first and what was measured last, so a long row does not widen the others.
const width = (column) => Math.max(...rows.map((row) => row[column].length));
const [nameWidth, budgetWidth] = [width('name'), width('budget')];
for (const { name, budget, measured, failing = [], pass } of rows) {
  const named = failing.length > 0 ? `; failing: ${failing.slice(0, 5).join(', ')}` : '';
  const more = failing.length > 5 ? ` and ${failing.length - 5} more` : '';
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(nameWidth)}  ${budget.padEnd(budgetWidth)}  ${measured}${named}${more}`,
  );
}
const failed = rows.filter((row) => !row.pass);
console.log(
  failed.length === 0
    ? `bench: PASS, all ${rows.length} budgets met`
    : `bench: FAIL, ${failed.length} of ${rows.length} rows over budget`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
