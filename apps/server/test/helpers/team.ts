import type { FastifyInstance } from 'fastify';
import type { Role } from '@site/shared';
import { startSmtpSink } from './smtp-sink.ts';
import { ADMIN, createTestApp, login, testPasswordHash } from './test-app.ts';

/** Every member made here has this password (hashed once per test file). */
export const MEMBER_PASSWORD = ADMIN.password;
const memberHash = () => testPasswordHash(MEMBER_PASSWORD);

/** An active account with `role`, made straight in the database; its bearer token. */
export async function signedInMember(app: FastifyInstance, email: string, role: Role) {
  const id = await app.repos.accounts.invite(email, role, await memberHash());
  await app.repos.accounts.setPassword(id, await memberHash());
  const token = await login(app, { email, password: MEMBER_PASSWORD });
  return { id, email, token };
}

/** The link's token in a mailed text: `/admin/<kind>#token=<token>`. */
export function linkToken(text: string, kind: 'accept-invite' | 'reset-password'): string {
  const match = new RegExp(`/admin/${kind}#token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1]!;
}

/** A test app that mails through a real SMTP server (`sink.received`), with links to
 * https://www.example.com, and its first administrator's token. `close()` stops both. */
export async function mailingTestApp() {
  const sink = await startSmtpSink();
  const t = await createTestApp({
    leads: { smtpUrl: sink.url, to: 'sales@example.com', from: 'Website <web@example.com>' },
    publicUrl: 'https://www.example.com',
  });
  const close = async () => {
    await t.close();
    await sink.stop();
  };
  return { sink, t, admin: await login(t.app), close };
}
