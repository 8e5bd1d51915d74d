import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { writeSnapshot } from '../db/snapshot.ts';
import { readEnv } from '../env.ts';

const USAGE = `Usage: npm run backup -- --out DIR
  Writes a consistent snapshot of the database named by DATABASE_URL (or DATA_DIR/site.db) while the
  site runs, plus DATA_DIR/uploads when uploads are on local disk. DIR must be new or empty.`;

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !values.out) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const out = path.resolve(values.out);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0)
    throw new Error(`${out} is not empty; choose a new folder.`);
  const config = configFromEnv(readEnv());
  const handle = openDatabase(config);
  try {
    const manifest = await writeSnapshot(
      handle,
      out,
      config.s3 ? null : path.join(config.dataDir, 'uploads'),
    );
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) at migration ${manifest.migrations.at(-1)} to ${out}.`,
    );
    console.log(
      config.s3
        ? `Uploads live in the bucket ${config.s3.bucket} and are not in this backup: keep the bucket versioned or copy it (rclone sync, aws s3 sync).`
        : `Included ${manifest.uploads.files} upload files.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
