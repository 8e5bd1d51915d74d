import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { readEnv } from './env.ts';
import { NO_ADMIN_HINT, ensureFirstAdmin } from './lib/bootstrap-admin.ts';
import { startupWarnings } from './lib/startup-warnings.ts';
import { StartRefusal } from './plugins/backups.ts';
import { errorMessage } from './errors.ts';

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  // A configuration mistake is read by a person: the message, not a stack trace.
  console.error(errorMessage(error));
  process.exit(1);
}
const config = configFromEnv(env);
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  // A start refused for a reason the operator fixes (no backup before a migration): the message.
  if (!(error instanceof StartRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Plain text on stderr, not a JSON log line: it is read by the person who just typed `npm start`.
if (!(await ensureFirstAdmin(app, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)))
  console.warn(NO_ADMIN_HINT);
for (const warning of startupWarnings(env)) console.warn(warning);

// In-flight requests finish (Fastify answers new ones 503 meanwhile); a close that hangs is cut at 15 s.
closeWithGrace(
  {
    delay: 15_000,
    logger: app.log,
    onTimeout: () => app.log.error('shutdown took longer than 15 s; exiting'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error');
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  },
);

try {
  // The built-in pages are rendered before the port opens (decision 059): no visitor waits for one.
  await app.ready();
  const started = performance.now();
  const pages = await app.pageTwins?.warm(config.warmOrigins ?? []);
  if (pages) app.log.info({ pages, ms: Math.round(performance.now() - started) }, 'pages rendered');
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
