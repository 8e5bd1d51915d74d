import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { MIN_ADMIN_PASSWORD_LENGTH, loginRequestSchema } from '@site/shared';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { normalizeEmail, usersRepository } from '../db/users-repository.ts';
import { readEnv } from '../env.ts';
import { hashPassword } from '../lib/password.ts';
import { errorMessage } from '../errors.ts';

const USAGE = `Usage: npm run admin -- create --email you@example.com
  Creates the administrator, or makes an existing account an administrator with a new password
  (signing it out everywhere).
  The password is read from standard input (piped) or asked for at a prompt; it needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      let prompted = false;
      output._writeToOutput = (s: string) => {
        if (!prompted) {
          process.stdout.write(s);
          prompted = true;
        }
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals[0] !== 'create' || !values.email) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const password = await readPassword();
  const parsed = loginRequestSchema.safeParse({ email: values.email, password });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid input');
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new Error(`The password needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);

  const config = configFromEnv(readEnv());
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const outcome = await usersRepository(handle.db).upsert(
      parsed.data.email,
      await hashPassword(password),
    );
    const email = normalizeEmail(parsed.data.email);
    console.log(
      outcome === 'created'
        ? `Created administrator ${email}.`
        : `${email} is an administrator with a new password; its sessions were signed out.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`admin: ${errorMessage(error)}`);
  process.exitCode = 1;
});
