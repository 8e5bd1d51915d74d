import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { restoreSnapshot } from '../db/snapshot.ts';
import { readEnv } from '../env.ts';

const USAGE = `Usage: npm run restore -- DIR
  Restores a backup written by npm run backup into an empty database (DATABASE_URL, or a DATA_DIR
  without site.db) and, for local uploads, an empty DATA_DIR/uploads. Stop the site first.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const dir = path.resolve(positionals[0]!);
  const config = configFromEnv(readEnv());
  const handle = openDatabase(config);
  try {
    const { manifest, uploads, skippedUploads } = await restoreSnapshot(
      handle,
      dir,
      config.s3 ? null : path.join(config.dataDir, 'uploads'),
    );
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${uploads} upload files from ${dir} (written ${manifest.createdAt}).`,
    );
    if (skippedUploads.length > 0)
      console.warn(
        `Skipped ${skippedUploads.length} entries of uploads/ that are not upload images (links, folders or other names): ${skippedUploads.join(', ')}`,
      );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
