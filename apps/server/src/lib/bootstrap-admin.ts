import { MIN_ADMIN_PASSWORD_LENGTH } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from './password.ts';

export const NO_ADMIN_HINT = [
  'No administrator exists yet, so nobody can sign in at /admin. Create one with either:',
  '  npm run admin -- create --email you@example.com        (asks for the password)',
  `  ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='at least ${MIN_ADMIN_PASSWORD_LENGTH} characters' npm start`,
].join('\n');

/** ADMIN_EMAIL + ADMIN_PASSWORD create the first administrator when none exists yet. Answers whether
 * an administrator exists afterwards, so the caller can print NO_ADMIN_HINT. */
export async function ensureFirstAdmin(
  app: FastifyInstance,
  email?: string,
  password?: string,
): Promise<boolean> {
  if ((await app.repos.users.count()) > 0) return true;
  if (!email || !password) return false;
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    app.log.error(
      `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; no administrator was created`,
    );
    return false;
  }
  await app.repos.users.upsert(email, await hashPassword(password));
  app.log.info({ email }, 'created the first administrator from ADMIN_EMAIL');
  return true;
}
