import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const cliEntry = path.resolve(import.meta.dirname, '../src/cli/admin.ts');

function runNode(entry: string, args: string[], env: Record<string, string>, stdin?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if (stdin !== undefined) child.stdin.end(stdin);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process and the admin command', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-proc-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the server on a random port and waits until /api/health answers. */
  async function startServer(dataDir: string, env: Record<string, string> = {}) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = runNode(serverEntry, [], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    });
    const base = `http://127.0.0.1:${port}`;
    // Until it answers or exits: a cold start (tsx compiling the server) on a busy CI machine can take a
    // while; a server that dies says why in its output.
    let exitedWith: number | null | undefined;
    void server.exited.then((code) => (exitedWith = code));
    let health: Response | undefined;
    const deadline = Date.now() + 90_000;
    while (!health && exitedWith === undefined && Date.now() < deadline) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      health?.status,
      `the server did not answer (exit ${String(exitedWith)}):\n${server.output()}`,
    ).toBe(200);
    return { ...server, base };
  }

  async function signIn(base: string, email: string, password: string) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { data: { session: { access_token: string } } };
    return body.data.session.access_token;
  }

  it('creates the first administrator from the environment, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir, {
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-very-long-password',
    });
    await signIn(server.base, 'boss@example.com', 'a-very-long-password');
    expect(server.output()).not.toContain('No administrator exists yet');
    expect(fs.existsSync(path.join(dataDir, 'site.db-wal'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // A clean close checkpoints the WAL into site.db and truncates it.
    expect(
      fs.statSync(path.join(dataDir, 'site.db-wal'), { throwIfNoEntry: false })?.size ?? 0,
    ).toBe(0);
  });

  it('says at start how to create the administrator when there is none', async () => {
    const server = await startServer(tempDir());
    expect(server.output()).toContain(
      'No administrator exists yet, so nobody can sign in at /admin. Create one with either:',
    );
    expect(server.output()).toContain('npm run admin -- create --email you@example.com');
    expect(server.output()).toContain(
      "ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='at least 12 characters' npm start",
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('loses no acknowledged post when killed with SIGKILL during concurrent writes on SQLite', async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir, {
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-very-long-password',
      LOG_LEVEL: 'silent',
    });
    const token = await signIn(server.base, 'boss@example.com', 'a-very-long-password');
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (worker: number) => {
      for (let i = 0; !killed; i += 1) {
        const response = await fetch(`${server.base}/api/blogs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `Durable ${worker}-${i}`,
            content: 'Written while the server was about to die.',
            status: 'published',
          }),
        }).catch(() => undefined);
        if (response?.status === 201)
          acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, worker) => writer(worker)));
    expect(await server.exited).toBeNull();

    const restarted = await startServer(dataDir, { LOG_LEVEL: 'silent' });
    const again = await signIn(restarted.base, 'boss@example.com', 'a-very-long-password');
    // Every stored post, a page of the portal's list at a time.
    const ids = new Set<string>();
    for (let cursor: string | null = ''; cursor !== null;) {
      const page = (await fetch(
        `${restarted.base}/api/blogs/admin?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: { authorization: `Bearer ${again}` } },
      ).then((response) => response.json())) as {
        data: { id: string }[];
        nextCursor: string | null;
      };
      for (const post of page.data) ids.add(String(post.id));
      cursor = page.nextCursor;
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((id) => !ids.has(String(id)))).toEqual([]);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('creates an administrator from the command line, or makes an existing account one again, password on stdin', async () => {
    const dataDir = tempDir();
    const short = runNode(
      cliEntry,
      ['create', '--email', 'ops@example.com'],
      { DATA_DIR: dataDir },
      'short\n',
    );
    expect(await short.exited).toBe(1);
    expect(short.output()).toContain('The password needs at least 12 characters.');

    const created = runNode(
      cliEntry,
      ['create', '--email', 'Ops@Example.com'],
      { DATA_DIR: dataDir },
      'first-long-password\n',
    );
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created administrator ops@example.com.');

    // The account lost its role (demoted by another administrator): the command gives it back.
    const demote = () => {
      const handle = openDatabase({ dataDir });
      return handle.db
        .updateTable('users')
        .set({ role: 'editor' })
        .where('email', '=', 'ops@example.com')
        .execute()
        .finally(() => handle.close());
    };
    await demote();

    const reset = runNode(
      cliEntry,
      ['create', '--email', 'ops@example.com'],
      { DATA_DIR: dataDir },
      'second-long-password\n',
    );
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toContain(
      'ops@example.com is an administrator with a new password; its sessions were signed out.',
    );
    const handle = openDatabase({ dataDir });
    const row = await handle.db
      .selectFrom('users')
      .select(['role', 'activated_at'])
      .where('email', '=', 'ops@example.com')
      .executeTakeFirstOrThrow()
      .finally(() => handle.close());
    expect(row.role).toBe('admin');
    expect(row.activated_at).not.toBeNull();

    const usage = runNode(cliEntry, [], { DATA_DIR: dataDir });
    expect(await usage.exited).toBe(2);
    expect(usage.output()).toContain('Usage: npm run admin -- create --email');
  });
});
