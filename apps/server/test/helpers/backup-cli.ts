import { spawn } from 'node:child_process';
import path from 'node:path';
import { backupCommand } from '../../src/cli/backup-command.ts';
import type { Command } from '../../src/cli/command.ts';
import { migrateCommand } from '../../src/cli/migrate-command.ts';
import { restoreCommand } from '../../src/cli/restore-command.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

const commands = {
  backup: backupCommand,
  restore: restoreCommand,
  migrate: migrateCommand,
} satisfies Record<string, Command>;

type CliName = keyof typeof commands;
/** What `npm run <name>` and its process's environment get from a test: the test's database (S3_*
 * and DATABASE_URL cleared unless given). */
type CliEnv = { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string | undefined>;
/** The exit code, and what was written to stdout and stderr (one after the other, as it came). */
type CliResult = { code: number | null; output: string };

const cliEnv = (env: CliEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: '',
  S3_BUCKET: '',
  ...env,
});

/** `npm run backup`, `restore` or `migrate` as an operator runs it, against a test's database: the
 * command its entry file (src/cli/<name>.ts) runs, called in this process (no TypeScript to load
 * again). The one test of the entries themselves uses runNpmScript. */
export async function runCli(name: CliName, args: string[], env: CliEnv): Promise<CliResult> {
  let output = '';
  const write = (line: string) => void (output += `${line}\n`);
  const code = await commands[name](args, cliEnv(env), { log: write, error: write });
  return { code, output };
}

/** A process to its end: its exit code and its output. */
export function runProcess(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<CliResult> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** `npm run <name> -- <args>` in a real process, from the root of the repository: the script in
 * package.json, its entry file, the exit code it sets and what it prints (after npm's own header). */
export const runNpmScript = (name: CliName, args: string[], env: CliEnv) =>
  runProcess('npm', ['run', name, '--', ...args], { cwd: root, env: cliEnv(env) });
