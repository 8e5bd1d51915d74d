import { describe, expect, it } from 'vitest';
import { signedInMember } from './helpers/team.ts';
import { callAs, multipart, signedInTestApp, bearer } from './helpers/test-app.ts';
import { projectPayload } from './helpers/content-payloads.ts';

const HOUR = 3_600_000;
const FIX =
  'describe what it shows, or mark it as decorative with an empty alt (alt=""), before publishing';
const undescribed = (src: string, field = 'content') => {
  const message = `The image ${src}${field === 'content' ? '' : ` in ${field}`} has no alt text: ${FIX}.`;
  return {
    success: false,
    error: message,
    details: { fields: { [field]: [message] }, images: [src] },
  };
};

const WITHOUT_ALT =
  '<h2>Kisumu</h2><p>1,240 lamps.</p><p><img src="/uploads/0123456789abcdef0123456789abcdef-1200.webp" width="1200" height="800"></p>';
const SRC = '/uploads/0123456789abcdef0123456789abcdef-1200.webp';
const DESCRIBED = WITHOUT_ALT.replace('<img ', '<img alt="Crew fitting a luminaire" ');
const DECORATIVE = WITHOUT_ALT.replace('<img ', '<img alt="" ');

/** The alt-text gate (issue 48, decision 072): nothing is published or scheduled while an image of
 * its text has no text alternative; drafts and reviews may hold one. */
describe('the alt-text gate', () => {
  const t = signedInTestApp();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.token) =>
    callAs(t.app, token, method, url, payload);
  const later = () => new Date(Date.now() + HOUR).toISOString();
  const storedPosts = async () =>
    (await t.app.database.db.selectFrom('blog_posts').select('title').execute()).map(
      (row) => row.title,
    );

  it('refuses to create a published or scheduled post with an image without alt, naming it', async () => {
    const before = await storedPosts();
    for (const status of [{ status: 'published' }, { status: 'scheduled', publishAt: later() }]) {
      const refused = await call('POST', '/api/blogs', {
        title: 'Kisumu lights',
        content: WITHOUT_ALT,
        ...status,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(undescribed(SRC));
    }
    expect(await storedPosts()).toEqual(before);
    // The portal's multipart form is refused the same way.
    const form = multipart({ title: 'Kisumu lights', content: WITHOUT_ALT, status: 'published' });
    const viaForm = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...form.headers, ...bearer(t.token) },
      payload: form.payload,
    });
    expect(viaForm.json()).toEqual(undescribed(SRC));
  });

  it('publishes a described or decorative image, and keeps a draft whatever it holds', async () => {
    for (const content of [DESCRIBED, DECORATIVE]) {
      const published = await call('POST', '/api/blogs', {
        title: 'Kisumu lights',
        content,
        status: 'published',
      });
      expect(published.statusCode, published.body).toBe(201);
    }
    const draft = await call('POST', '/api/blogs', { title: 'Draft', content: WITHOUT_ALT });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.content).toBe(WITHOUT_ALT);
  });

  it('asks markdown images for words: ![](src) is refused, ![what it shows](src) published', async () => {
    const markdown = (alt: string) => `Our crew at work.\n\n![${alt}](${SRC})\n`;
    const refused = await call('POST', '/api/blogs', {
      title: 'Markdown',
      content: markdown(''),
      status: 'published',
    });
    expect(refused.json()).toEqual(undescribed(SRC));
    const published = await call('POST', '/api/blogs', {
      title: 'Markdown',
      content: markdown('The crew on a cherry picker'),
      status: 'published',
    });
    expect(published.statusCode).toBe(201);
  });

  it("stops every step that makes a post public: an update, the workflow's publish and schedule, a restored revision", async () => {
    const author = (await signedInMember(t.app, 'author@example.com', 'author')).token;
    const editor = (await signedInMember(t.app, 'editor@example.com', 'editor')).token;
    // An author writes and submits for review: no gate yet.
    const draft = await call(
      'POST',
      '/api/blogs',
      { title: 'Junctions', content: WITHOUT_ALT },
      author,
    );
    const { id } = draft.json().data as { id: string };
    const submitted = await call(
      'PUT',
      `/api/blogs/${id}`,
      { title: 'Junctions', content: WITHOUT_ALT, status: 'in_review' },
      author,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    // The editor's publish and schedule are refused until the image is described.
    for (const step of [{ status: 'published' }, { status: 'scheduled', publishAt: later() }]) {
      const refused = await call(
        'PUT',
        `/api/blogs/${id}`,
        { title: 'Junctions', content: WITHOUT_ALT, ...step },
        editor,
      );
      expect(refused.json()).toEqual(undescribed(SRC));
    }
    const stored = await t.app.database.db
      .selectFrom('blog_posts')
      .select(['status', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'in_review', published_at: null });
    const published = await call(
      'PUT',
      `/api/blogs/${id}`,
      { title: 'Junctions', content: DESCRIBED, status: 'published' },
      editor,
    );
    expect(published.statusCode, published.body).toBe(200);
    // An edit of the published post that drops the description is refused too.
    const edited = await call(
      'PUT',
      `/api/blogs/${id}`,
      { title: 'Junctions', content: WITHOUT_ALT, status: 'published' },
      editor,
    );
    expect(edited.json()).toEqual(undescribed(SRC));
    // So is bringing back the submitted revision's text while the post is public.
    const revisions = (await call('GET', `/api/blogs/${id}/revisions`, undefined, editor)).json()
      .data as { id: string; post: { status: string } }[];
    const inReview = revisions.find((revision) => revision.post.status === 'in_review')!;
    const restored = await call(
      'POST',
      `/api/blogs/${id}/revisions/${inReview.id}/restore`,
      undefined,
      editor,
    );
    expect(restored.json()).toEqual(undescribed(SRC));
  });

  it('stops a content item its pages show, naming the long text that holds the image', async () => {
    const withImage = {
      ...projectPayload('Garissa Solar Signals', 'published'),
      overview: `Signals that run off the grid.\n\n![](${SRC})`,
    };
    const refused = await call('POST', '/api/admin/projects', withImage);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(undescribed(SRC, 'overview'));
    const draft = await call('POST', '/api/admin/projects', { ...withImage, status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json().data as { id: string };
    const publish = (overview: string) =>
      call('PUT', `/api/admin/projects/${id}`, { ...withImage, overview, status: 'published' });
    expect((await publish(withImage.overview)).json()).toEqual(undescribed(SRC, 'overview'));
    const described = await publish(`Signals that run off the grid.\n\n![A solar mast](${SRC})`);
    expect(described.statusCode, described.body).toBe(200);
  });
});
