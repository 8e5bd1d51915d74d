import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BACKUP_RUNNING,
  BACKUPS_OFF,
  backupRunSchema,
  backupsOverviewSchema,
  successEnvelope,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { noStore, ok } from '../../lib/answer.ts';

/** The server's backups for administrators (decision 062): the schedule and the latest runs, and
 * "back up now". A run started here is audited, whatever its outcome. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('settings'));
  app.addHook('onRequest', noStore);

  const overview = {
    summary: 'The backup schedule and the latest runs',
    response: { 200: successEnvelope(backupsOverviewSchema) },
  };
  app.get('/', { schema: overview }, async () => ok(await app.backups.overview()));

  const backUpNow = {
    summary: 'Back up now (into BACKUP_DIR)',
    response: { 201: successEnvelope(backupRunSchema) },
  };
  app.post('/', { schema: backUpNow }, async (request, reply) => {
    if (!app.backups.settings.dir) throw new HttpError(409, BACKUPS_OFF);
    const run = await app.backups.run('manual');
    if (!run) throw new HttpError(409, BACKUP_RUNNING);
    await app.audit(request, 'backup.run', run.dir && `backup:${run.dir}`, {
      status: run.status,
      bytes: run.bytes,
    });
    if (run.status !== 'succeeded')
      throw new HttpError(500, `The backup failed: ${run.error ?? 'unknown error'}`, {
        backup: run,
      });
    return reply.status(201).send(ok(run));
  });
};
