import { MIN_ADMIN_PASSWORD_LENGTH } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from './password.ts';

/** ADMIN_EMAIL + ADMIN_PASSWORD create the first administrator when none exists yet. */
export async function ensureFirstAdmin(app: FastifyInstance, email?: string, password?: string) {
  if (!email || !password) return;
  if ((await app.repos.users.count()) > 0) return;
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    app.log.error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; no administrator was created`);
    return;
  }
  await app.repos.users.upsert(email, await hashPassword(password));
  app.log.info({ email }, 'created the first administrator from ADMIN_EMAIL');
}
