import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrationNames, pendingMigrations } from '../db/migrations/index.ts';
import { readEnv } from '../env.ts';
import type { Command, CommandOutput } from './command.ts';
import { reportFailure } from './command.ts';

const USAGE = `Usage: npm run migrate -- --plan
  Lists the migrations this release would apply to the database named by DATABASE_URL (or
  DATA_DIR/site.db), in order, and applies nothing. Safe while the site runs.
  Migrations are applied by npm start, which backs the database up first into BACKUP_DIR
  (docs/deployment.md, "Upgrades").`;

function printPlan(out: CommandOutput, pending: string[], after: string) {
  out.log(`${pending.length} migration${pending.length === 1 ? '' : 's'} to apply, in this order:`);
  for (const name of pending) out.log(`  ${name}`);
  out.log(`Nothing was applied. ${after}`);
}

/** `npm run migrate -- --plan` (entry: cli/migrate.ts). */
export const migrateCommand: Command = (argv, env, out) =>
  reportFailure('migrate', out, async () => {
    const { values } = parseArgs({
      args: argv,
      options: { plan: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help || !values.plan) {
      out.log(USAGE);
      return values.help ? 0 : 2;
    }
    const config = configFromEnv(readEnv(env));
    if (!config.databaseUrl) {
      const file = path.join(config.dataDir, 'site.db');
      // Opening SQLite would create the file: a plan leaves no trace.
      if (!fs.existsSync(file)) {
        out.log(`No database at ${file} yet.`);
        printPlan(
          out,
          migrationNames('sqlite'),
          'npm start creates the database and applies them.',
        );
        return 0;
      }
    }
    const handle = openDatabase(config);
    try {
      const pending = await pendingMigrations(handle.db, handle.dialect);
      if (pending.length === 0)
        out.log(
          `Nothing to migrate: the database is at ${migrationNames(handle.dialect).at(-1)}, the latest migration of this release.`,
        );
      else printPlan(out, pending, 'npm start applies them, after a backup into BACKUP_DIR.');
      return 0;
    } finally {
      await handle.close();
    }
  });
