// A real S3-compatible server (the s3rver package) in a temporary folder, for tests only. Answers the
// settings the app reads from S3_*, the folder where objects land, and a stop() that removes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export async function startLocalS3({ bucket = 'site-uploads' } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Names of the objects in the bucket, read from s3rver's folder. */
    objectNames() {
      const dir = path.join(directory, bucket);
      if (!fs.existsSync(dir)) return [];
      const suffix = '._S3rver_object';
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .map((name) => name.slice(0, -suffix.length));
    },
    async stop() {
      await server.close().catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
