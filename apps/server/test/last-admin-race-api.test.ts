import { LAST_ADMIN_DEMOTE, LAST_ADMIN_REMOVE } from '@site/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './helpers/team.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, testDialect } from './helpers/test-app.ts';

const ROUNDS = 20;

/** One answer is 200; the other refuses: the last-administrator message (409), or `lateStatus` when
 * the first change had already taken the second's right to ask. */
function expectOneThrough(
  answers: { statusCode: number; json(): { error?: string } }[],
  message: string,
  lateStatus: number,
) {
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  const refused = answers.find((answer) => answer.statusCode !== 200)!;
  if (refused.statusCode === 409) expect(refused.json().error).toBe(message);
  else expect(refused.statusCode).toBe(lateStatus);
}

/** "Never zero administrators" under concurrency (security round 3, decision 057): two
 * administrators who demote, or remove, each other at the same moment leave exactly one. */
describe(
  `the last administrator under concurrency (${testDialect}) @sql`,
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      // Every round signs two people in; the sign-in flood limit is not what is tested here.
      t = await createTestApp({ throttle: { maxRequestsPerMinute: 1_000 } });
    });
    afterAll(() => t.close());

    /** Administrators who can sign in (an invitation not yet accepted does not count). */
    const activeAdmins = async () =>
      (
        await t.app.database.db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'admin')
          .where('activated_at', 'is not', null)
          .execute()
      ).length;

    /** Two fresh administrators, the only ones who can sign in. */
    async function twoAdmins(round: number, kind: string) {
      await t.app.database.db
        .updateTable('users')
        .set({ role: 'editor' })
        .where('role', '=', 'admin')
        .execute();
      const a = await signedInMember(t.app, `${kind}-a-${round}@example.org`, 'admin');
      const b = await signedInMember(t.app, `${kind}-b-${round}@example.org`, 'admin');
      expect(await activeAdmins()).toBe(2);
      return [a, b] as const;
    }

    /** Each of two administrators asks, at the same moment, to take the other's role away. */
    const eachOther = (kind: string, request: (whom: string, token: string) => InjectOptions) =>
      async function (round: number) {
        const [a, b] = await twoAdmins(round, kind);
        return Promise.all(
          [
            [a, b],
            [b, a],
          ].map(([by, whom]) => t.app.inject(request(whom!.id, by!.token))),
        );
      };

    it(`lets one of two simultaneous demotions through and refuses the other, ${ROUNDS} times`, async () => {
      const demote = eachOther('demote', (id, token) => ({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        headers: bearer(token),
        payload: { role: 'editor' },
      }));
      for (let round = 0; round < ROUNDS; round += 1) {
        // The demoted administrator's own request may also arrive after its role changed (403).
        expectOneThrough(await demote(round), LAST_ADMIN_DEMOTE, 403);
        expect(await activeAdmins()).toBe(1);
      }
    });

    it(`lets one of two simultaneous removals through and refuses the other, ${ROUNDS} times`, async () => {
      const remove = eachOther('remove', (id, token) => ({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: bearer(token),
      }));
      for (let round = 0; round < ROUNDS; round += 1) {
        // The removed administrator's own request may also find its session gone (401).
        expectOneThrough(await remove(round), LAST_ADMIN_REMOVE, 401);
        expect(await activeAdmins()).toBe(1);
      }
    });
  },
);
