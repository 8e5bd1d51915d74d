import { generate } from 'otplib';
import { ROLE_FORBIDDEN } from '@site/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, mailingTestApp } from './helpers/team.ts';
import { bearer, login, testDialect } from './helpers/test-app.ts';

type TeamApp = Awaited<ReturnType<typeof mailingTestApp>>;
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Issue 33's whole story, in one run, through the public API: invite → accept → sign in with a
 * second factor → an author submits → an editor publishes and schedules → the schedule publishes →
 * a revision is restored → the author's account is removed and its session refused at once; the
 * audit trail shows each step. */
describe(`a team runs the site (${testDialect})`, { timeout: 180_000 }, () => {
  let sink: TeamApp['sink'];
  let t: TeamApp['t'];
  let admin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sink, t, admin, close } = await mailingTestApp());
  });
  afterAll(() => close());

  const call = (token: string | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: token ? bearer(token) : {},
    });

  async function invite(email: string, role: 'editor' | 'author', password: string) {
    const invited = await call(admin, 'POST', '/api/admin/users', { email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.app.housekeeping.runAll();
    const mail = sink.received.find((message) => message.envelopeTo.includes(email));
    expect(mail, `an invitation to ${email}`).toBeDefined();
    const token = linkToken(mail!.text, 'accept-invite');
    const accepted = await call(null, 'POST', '/api/auth/accept-invite', { token, password });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('invites, signs in with a second factor, reviews, publishes, restores and removes, all audited', async () => {
    await invite('wanjiku@example.org', 'editor', 'the editor passphrase');
    await invite('otieno@example.org', 'author', 'the author passphrase');

    // The editor turns on two-factor sign-in; from then on the password alone is refused.
    let editor = await login(t.app, {
      email: 'wanjiku@example.org',
      password: 'the editor passphrase',
    });
    const setup = (await call(editor, 'POST', '/api/auth/2fa/setup')).json().data;
    const enabled = await call(editor, 'POST', '/api/auth/2fa/enable', {
      code: await totp(setup.secret),
    });
    expect(enabled.json().data.recoveryCodes).toHaveLength(10);
    const passwordOnly = await call(null, 'POST', '/api/auth/login', {
      email: 'wanjiku@example.org',
      password: 'the editor passphrase',
    });
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json().details).toMatchObject({ twoFactorRequired: true });
    const withCode = await call(null, 'POST', '/api/auth/login', {
      email: 'wanjiku@example.org',
      password: 'the editor passphrase',
      code: await totp(setup.secret, 1),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    editor = withCode.json().data.session.access_token;

    // The author writes and submits; publishing is not theirs to do.
    const author = await login(t.app, {
      email: 'otieno@example.org',
      password: 'the author passphrase',
    });
    const created = await call(author, 'POST', '/api/blogs', {
      title: 'Adaptive signals on Thika Road',
      content: 'First draft.',
      status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as { id: string; slug: string };
    const submitted = await call(author, 'PUT', `/api/blogs/${post.id}`, {
      title: 'Adaptive signals on Thika Road',
      content: 'Ready for review.',
      status: 'in_review',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // The people who publish (the editor and the administrator) are mailed a link to the post's
    // screen in the portal; the author is not.
    sink.received.length = 0;
    await t.app.housekeeping.runAll();
    const reviewMails = sink.received.filter((mail) =>
      mail.headers.subject?.startsWith('Post waiting for review'),
    );
    expect(reviewMails.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      'admin@example.com',
      'wanjiku@example.org',
    ]);
    expect(reviewMails[0]!.headers.subject).toBe(
      'Post waiting for review: Adaptive signals on Thika Road',
    );
    expect(reviewMails[0]!.headers['reply-to']).toBe('otieno@example.org');
    expect(reviewMails[0]!.text).toContain(`https://www.example.com/admin/posts/${post.id}`);
    const selfPublished = await call(author, 'PUT', `/api/blogs/${post.id}`, {
      title: 'Adaptive signals on Thika Road',
      content: 'Ready for review.',
      status: 'published',
    });
    expect(selfPublished.statusCode).toBe(403);
    expect(selfPublished.json().error).toBe(ROLE_FORBIDDEN);
    const publicSlugs = async () =>
      ((await call(null, 'GET', '/api/blogs')).json().data as { slug: string }[]).map(
        (p) => p.slug,
      );
    expect(await publicSlugs()).not.toContain(post.slug);

    // The editor publishes it, then edits it; the first words come back as a new revision.
    const published = await call(editor, 'PUT', `/api/blogs/${post.id}`, {
      title: 'Adaptive signals on Thika Road',
      content: 'Ready for review.',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicSlugs()).toContain(post.slug);
    await call(editor, 'PUT', `/api/blogs/${post.id}`, {
      title: 'Adaptive signals on Thika Road',
      content: 'An edit the editor regrets.',
      status: 'published',
    });
    const revisions = (await call(editor, 'GET', `/api/blogs/${post.id}/revisions`)).json()
      .data as { id: string; post: { content: string } }[];
    const reviewed = revisions.find((revision) => revision.post.content === 'Ready for review.');
    expect(reviewed).toBeDefined();
    const restored = await call(
      editor,
      'POST',
      `/api/blogs/${post.id}/revisions/${reviewed!.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const now = (await call(null, 'GET', `/api/blogs/slug/${post.slug}`)).json().data;
    expect(now.content).toBe('<p>Ready for review.</p>\n');

    // A scheduled post is published by the server at its time.
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(editor, 'POST', '/api/blogs', {
      title: 'Street lighting in Kisumu, one year on',
      content: 'Out at nine.',
      status: 'scheduled',
      publishAt: at.toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const later = scheduled.json().data as { slug: string };
    expect(await publicSlugs()).not.toContain(later.slug);
    await t.app.housekeeping.runAll(at);
    expect(await publicSlugs()).toContain(later.slug);

    // The administrator removes the author: the author's open session is refused at once.
    const members = (await call(admin, 'GET', '/api/admin/users')).json().data as {
      id: string;
      email: string;
    }[];
    const authorId = members.find((member) => member.email === 'otieno@example.org')!.id;
    expect((await call(admin, 'DELETE', `/api/admin/users/${authorId}`)).statusCode).toBe(200);
    expect((await call(author, 'GET', '/api/auth/me')).statusCode).toBe(401);

    // The audit trail names each step, with who did it.
    const audit = (await call(admin, 'GET', '/api/admin/audit')).json().data as {
      actor: string | null;
      action: string;
    }[];
    const steps = audit.map((entry) => `${entry.actor ?? '-'} ${entry.action}`).reverse();
    for (const step of [
      'admin@example.com user.invite',
      'wanjiku@example.org user.accept',
      'otieno@example.org user.accept',
      'wanjiku@example.org auth.two-factor-enabled',
      'wanjiku@example.org auth.sign-in',
      'otieno@example.org post.create',
      'otieno@example.org post.submit',
      'wanjiku@example.org post.publish',
      'wanjiku@example.org post.restore-revision',
      'wanjiku@example.org post.schedule',
      'admin@example.com user.remove',
    ])
      expect(steps).toContain(step);
    expect(steps.some((step) => step.endsWith('post.publish-scheduled'))).toBe(true);
    expect(steps.indexOf('otieno@example.org post.submit')).toBeLessThan(
      steps.indexOf('wanjiku@example.org post.publish'),
    );
    expect([404, 405]).toContain((await call(admin, 'DELETE', '/api/admin/audit')).statusCode);
  });
});
