import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

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

describe('the server process and the admin command', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-proc-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the first administrator from the environment, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = runNode(serverEntry, [], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-very-long-password',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let i = 0; i < 100 && !health; i += 1) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health?.status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'a-very-long-password' }),
    });
    expect(login.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'site.db-wal'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // better-sqlite3 checkpoints and removes the WAL when the database is closed properly.
    expect(fs.existsSync(path.join(dataDir, 'site.db-wal'))).toBe(false);
  });

  it('creates or resets an administrator from the command line, password on stdin', async () => {
    const dataDir = tempDir();
    const short = runNode(cliEntry, ['create', '--email', 'ops@example.com'], { DATA_DIR: dataDir }, 'short\n');
    expect(await short.exited).toBe(1);
    expect(short.output()).toContain('The password needs at least 12 characters.');

    const created = runNode(cliEntry, ['create', '--email', 'Ops@Example.com'], { DATA_DIR: dataDir }, 'first-long-password\n');
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created administrator ops@example.com.');

    const reset = runNode(cliEntry, ['create', '--email', 'ops@example.com'], { DATA_DIR: dataDir }, 'second-long-password\n');
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toContain('Set a new password for ops@example.com; its sessions were signed out.');

    const usage = runNode(cliEntry, [], { DATA_DIR: dataDir });
    expect(await usage.exited).toBe(2);
    expect(usage.output()).toContain('Usage: npm run admin -- create --email');
  });
});
