import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { restoreSnapshot } from '../db/snapshot.ts';
import { formatVerifyReport, verifySnapshot } from '../db/verify-snapshot.ts';
import { readEnv } from '../env.ts';
import type { Command, CommandOutput } from './command.ts';
import { reportFailure } from './command.ts';

const USAGE = `Usage: npm run restore -- DIR
       npm run restore -- --verify DIR
  Restores a backup written by npm run backup (or by the server into BACKUP_DIR) into an empty
  database (DATABASE_URL, or a DATA_DIR without site.db) and its files into an empty DATA_DIR/uploads,
  or into the empty bucket S3_BUCKET when uploads live in a bucket. Stop the site first.
  --verify restores it into a scratch database and folder instead (a temporary SQLite file, or a
  database created and dropped on the DATABASE_URL server), compares the rows and the files' SHA-256
  with the manifest and exits 1 on any mismatch. It never touches the live database or bucket, and
  may run while the site runs.`;

async function verify(dir: string, env: NodeJS.ProcessEnv, out: CommandOutput) {
  const config = configFromEnv(readEnv(env));
  const report = await verifySnapshot(dir, {
    databaseUrl: config.databaseUrl,
    // The scratch copy goes where os.tmpdir() points: TMPDIR of this environment when it is set.
    tmpDir: env.TMPDIR || os.tmpdir(),
  });
  out.log(formatVerifyReport(dir, report));
  return report.ok ? 0 : 1;
}

/** `npm run restore -- DIR` and `npm run restore -- --verify DIR` (entry: cli/restore.ts). */
export const restoreCommand: Command = (argv, env, out) =>
  reportFailure('restore', out, async () => {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { verify: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help || positionals.length !== 1) {
      out.log(USAGE);
      return values.help ? 0 : 2;
    }
    const dir = path.resolve(positionals[0]!);
    if (values.verify) return verify(dir, env, out);
    const config = configFromEnv(readEnv(env));
    const handle = openDatabase(config);
    try {
      const { manifest, uploads, skippedUploads } = await restoreSnapshot(
        handle,
        dir,
        config.s3 ? null : path.join(config.dataDir, 'uploads'),
        { s3: config.s3 },
      );
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      const where = config.s3 ? ` into the bucket ${config.s3.bucket}` : '';
      out.log(
        `Restored ${manifest.tables.length} tables (${rows} rows) and ${uploads} upload files${where} from ${dir} (written ${manifest.createdAt}).`,
      );
      if (skippedUploads.length > 0)
        out.error(
          `Skipped ${skippedUploads.length} entries of uploads/ that are not upload images (links, folders or other names): ${skippedUploads.join(', ')}`,
        );
      return 0;
    } finally {
      await handle.close();
    }
  });
