import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { writeSnapshot } from '../db/snapshot.ts';
import { readEnv } from '../env.ts';
import type { Command } from './command.ts';
import { reportFailure } from './command.ts';

const USAGE = `Usage: npm run backup -- --out DIR
  Writes a consistent snapshot of the database named by DATABASE_URL (or DATA_DIR/site.db) while the
  site runs, plus the uploads: DATA_DIR/uploads, or every object of the bucket S3_BUCKET (into
  DIR/bucket). DIR must be new or empty. The server writes its own backups into BACKUP_DIR.`;

/** `npm run backup -- --out DIR` (entry: cli/backup.ts). */
export const backupCommand: Command = (argv, env, out) =>
  reportFailure('backup', out, async () => {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help || !values.out) {
      out.log(USAGE);
      return values.help ? 0 : 2;
    }
    const dir = path.resolve(values.out);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
      throw new Error(`${dir} is not empty; choose a new folder.`);
    const config = configFromEnv(readEnv(env));
    const handle = openDatabase(config);
    try {
      const manifest = await writeSnapshot(
        handle,
        dir,
        config.s3 ? null : path.join(config.dataDir, 'uploads'),
        { bucket: config.s3 && { settings: config.s3, store: 'bucket' } },
      );
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      out.log(
        `Backed up ${manifest.tables.length} tables (${rows} rows) at migration ${manifest.migrations.at(-1)} to ${dir}.`,
      );
      const { bucket } = manifest;
      out.log(
        bucket
          ? `Copied ${bucket.objects.length} objects of the bucket ${bucket.name} into ${path.join(dir, 'bucket')}${bucket.skipped > 0 ? ` (skipped ${bucket.skipped} keys that are not upload names)` : ''}.`
          : `Included ${manifest.uploads.files} upload files.`,
      );
      return 0;
    } finally {
      await handle.close();
    }
  });
