import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_LINK_DAYS } from '@site/shared';
import { serverSecretsRepository } from '../../db/server-secrets-repository.ts';

export type PreviewCheck =
  { ok: true; postId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Signed preview links (decision 051): `<post id>.<expiry, epoch ms>.<HMAC-SHA256 of both>` in
 * base64url, with a secret the server makes for itself. Nothing is stored: a link works until it
 * expires, for whoever holds it. */
export function previewLinks(app: FastifyInstance) {
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= serverSecretsRepository(app.database.db).get('post-preview-key'));
  const sign = async (payload: string) =>
    createHmac('sha256', await key())
      .update(payload)
      .digest('base64url');

  return {
    async create(postId: string, now = new Date()) {
      const expires = now.getTime() + PREVIEW_LINK_DAYS * 86_400_000;
      const payload = `${Buffer.from(postId).toString('base64url')}.${expires}`;
      return { token: `${payload}.${await sign(payload)}`, expiresAt: new Date(expires) };
    },
    async check(token: string, now = new Date()): Promise<PreviewCheck> {
      const [id, expires, signature, ...rest] = token.split('.');
      if (!id || !expires || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expires))
        return { ok: false, reason: 'invalid' };
      const wanted = Buffer.from(await sign(`${id}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
        return { ok: false, reason: 'invalid' };
      if (Number(expires) <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, postId: Buffer.from(id, 'base64url').toString() };
    },
  };
}
