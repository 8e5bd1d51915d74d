import type { FastifyInstance } from 'fastify';
import type { BackupRun, BackupsOverview } from '@site/shared';
import { BACKUP_RUNNING, BACKUPS_OFF } from '@site/shared';
import { HttpError } from '../../errors.ts';

/** The server's backups for administrators (decision 062): the schedule and the latest runs, and
 * "back up now". A run started here is audited, whatever its outcome. */
export async function backupRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requirePermission('settings'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/', async (): Promise<{ success: true; data: BackupsOverview }> => {
    return { success: true, data: await app.backups.overview() };
  });

  app.post('/', async (request, reply): Promise<{ success: true; data: BackupRun }> => {
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
    return reply.status(201).send({ success: true, data: run });
  });
}
