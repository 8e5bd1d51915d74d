import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_LINK_DAYS } from '@site/shared';
import { serverSecretsRepository } from '../../db/server-secrets-repository.ts';

/** `madeAt` (epoch ms): when the link was made, its expiry less its lifetime. */
export type PreviewCheck =
  { ok: true; postId: string; madeAt: number } | { ok: false; reason: 'invalid' | 'expired' };

const LIFETIME = PREVIEW_LINK_DAYS * 86_400_000;

/** Whether a link made at `madeAt` was revoked: its post's links made at or before `since` no
 * longer open (null: never revoked). */
export const isRevoked = (madeAt: number, since: Date | string | null) =>
  since !== null && madeAt <= new Date(since).getTime();

/** When a link made now counts as made: after the post's last revoke, also within the revoke's own
 * millisecond or on an instance whose clock is behind the one that revoked. */
export const madeAfterRevoke = (since: Date | string | null, now = new Date()) =>
  since === null ? now : new Date(Math.max(now.getTime(), new Date(since).getTime() + 1));

/** Signed preview links (decision 051): `<post id>.<expiry, epoch ms>.<HMAC-SHA256 of both>` in
 * base64url, with a secret the server makes for itself. Nothing is stored per link: a link works
 * until it expires, for whoever holds it, unless its post's links are revoked after it was made. */
export function previewLinks(app: FastifyInstance) {
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= serverSecretsRepository(app.database.db).get('post-preview-key'));
  const sign = async (payload: string) =>
    createHmac('sha256', await key())
      .update(payload)
      .digest('base64url');

  return {
    async create(postId: string, now = new Date()) {
      const expires = now.getTime() + LIFETIME;
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
      return {
        ok: true,
        postId: Buffer.from(id, 'base64url').toString(),
        madeAt: Number(expires) - LIFETIME,
      };
    },
  };
}
