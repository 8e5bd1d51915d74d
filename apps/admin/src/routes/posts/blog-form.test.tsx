import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentAddress,
  formEntries,
  makePost,
  mockAdminApi,
  renderSignedIn,
  writeInEditor,
  findEditor,
} from '../../test/admin-portal.tsx';
import { deferred, fail, networkDown, ok } from '@site/web/test/mock-fetch.ts';

const existing = makePost({
  id: 'p9',
  title: 'Solar poles',
  slug: 'solar-poles',
  content: '## Solar\n\nPoles with panels.',
  excerpt: 'Poles.',
  category: 'Solar Streetlighting',
  tags: ['solar', 'lighting'],
  status: 'published',
  featured_image: '/uploads/solar.webp',
});

async function openNewPost() {
  const view = renderSignedIn();
  await view.user.click(await screen.findByRole('button', { name: 'New Post' }));
  await screen.findByRole('heading', { name: 'Create New Blog Post' });
  expect(currentAddress()).toBe('/admin/posts/new');
  return view;
}

describe('creating a post', () => {
  it('opens an empty form with focus on its heading and draft as the default status', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    await openNewPost();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Create New Blog Post' })).toHaveFocus(),
    );
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(await findEditor('Content')).toBeRequired();
    expect(screen.queryByLabelText('Slug')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Featured image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
  });

  it('sends only the non-empty fields as FormData, then closes the form and reloads the list', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/blogs': () => ok(makePost({ title: 'New roads' }), 201),
    });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'New roads');
    await writeInEditor('Content', 'Text');
    await user.type(screen.getByLabelText('Tags'), 'roads, smart city');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));

    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    // The session's cookie goes with it; the portal adds no token.
    expect(new Headers(post?.init.headers).has('Authorization')).toBe(false);
    expect(formEntries(post?.init)).toEqual({
      title: 'New roads',
      content: '<p>Text</p>',
      content_format: 'html',
      tags: 'roads, smart city',
      status: 'draft',
    });
    expect(screen.queryByRole('heading', { name: 'Create New Blog Post' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.keys().filter((key) => key === 'GET /api/blogs/admin')).toHaveLength(2),
    );
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });

  it('shows "Saving..." on a disabled button while saving', async () => {
    const pending = deferred();
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/blogs': () => pending.promise,
    });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'T');
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    pending.release(ok(makePost(), 201));
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
  });

  it('blocks a save without a title and content', async () => {
    const api = mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), '   ');
    await writeInEditor('Content', '   ');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(
      await screen.findByText('Please fill in at least the title and content fields.'),
    ).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/blogs');
  });

  it('shows the server error with its details, preformatted', async () => {
    const details = { title: ['title must be at most 200 characters'] };
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/blogs': () => fail(400, 'Validation failed', details),
    });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'T');
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    await waitFor(() => expect(alert).toHaveTextContent('Error: Validation failed'));
    expect(alert.textContent).toContain(
      `Error: Validation failed\n\nDetails: ${JSON.stringify(details, null, 2)}`,
    );
    expect(alert.querySelector('pre')).toHaveTextContent('Details:');
    expect(screen.getByLabelText('Title')).toHaveValue('T');
  });

  it('shows a network failure with its reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]), 'POST /api/blogs': networkDown });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'T');
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(
      await screen.findByText(
        'Failed to save blog. Please check your connection and try again. Failed to fetch',
      ),
    ).toBeInTheDocument();
  });

  it('closes and forgets the form on Cancel', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'Throw away');
    expect(localStorage.getItem('adminDraft')).toContain('Throw away');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Create New Blog Post' })).not.toBeInTheDocument();
    expect(localStorage.getItem('adminDraft')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });
});

/** The portal's list with `existing`, whose form is opened from it (its address, read from the
 * server) and saved back. */
async function openExisting() {
  const api = mockAdminApi({
    'GET /api/blogs/admin': () => ok([existing]),
    'GET /api/blogs/p9': () => ok(existing),
    'PUT /api/blogs/p9': () => ok(existing),
  });
  const view = renderSignedIn();
  await view.user.click(await screen.findByRole('button', { name: 'Edit Solar poles' }));
  return { ...view, api };
}

describe('editing a post', () => {
  it('pre-fills every field and keeps the current image on save', async () => {
    const { api, user } = await openExisting();

    // The post's own address, read from the server.
    const heading = await screen.findByRole('heading', { name: 'Edit Blog Post' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(currentAddress()).toBe('/admin/posts/p9');
    expect(screen.getByLabelText('Title')).toHaveValue('Solar poles');
    expect(screen.getByLabelText('Slug')).toHaveValue('solar-poles');
    // Markdown written before the editor opens in it as the site shows it.
    expect(await findEditor('Content')).toContainHTML('<h2>Solar</h2><p>Poles with panels.</p>');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Poles.');
    expect(screen.getByLabelText('Category')).toHaveValue('Solar Streetlighting');
    expect(screen.getByLabelText('Tags')).toHaveValue('solar, lighting');
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    expect((screen.getByLabelText('Featured image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      '/uploads/solar.webp',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));

    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.key === 'PUT /api/blogs/p9');
    expect(formEntries(put?.init)).toEqual({
      title: 'Solar poles',
      slug: 'solar-poles',
      content: '## Solar\n\nPoles with panels.',
      content_format: 'markdown',
      excerpt: 'Poles.',
      category: 'Solar Streetlighting',
      tags: 'solar, lighting',
      status: 'archived',
      featured_image: '/uploads/solar.webp',
    });
  });

  it('leaves the image out once the admin removes it', async () => {
    const { api, user } = await openExisting();
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Featured image preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));
    await screen.findByText('Blog updated successfully!');
    const put = api.calls.find((call) => call.key === 'PUT /api/blogs/p9');
    expect(formEntries(put?.init)).not.toHaveProperty('featured_image');
  });
});

describe('the form and its list', () => {
  it('closes back to the list it was opened from, with its search and filter', async () => {
    mockAdminApi({
      'GET /api/blogs/admin?q=solar&status=published': () => ok([existing]),
      'GET /api/blogs/p9': () => ok(existing),
    });
    const { user } = renderSignedIn('/admin/posts?q=solar&status=published');
    await user.click(await screen.findByRole('button', { name: 'Edit Solar poles' }));
    await screen.findByRole('heading', { name: 'Edit Blog Post' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('searchbox', { name: 'Search posts' })).toHaveValue('solar');
    expect(currentAddress()).toBe('/admin/posts?q=solar&status=published');
  });

  it('opens on the text the server holds now, not on a copy from an earlier visit', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([existing]),
      'GET /api/blogs/p9': [
        () => ok(existing),
        () => ok({ ...existing, content: 'Changed by a colleague.' }),
      ],
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Edit Solar poles' }));
    expect(await findEditor('Content')).toHaveTextContent('SolarPoles with panels.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Solar poles' }));
    expect(await findEditor('Content')).toHaveTextContent('Changed by a colleague.');
  });
});

describe('preview links of a post', () => {
  const draft = makePost({ id: 'p7', title: 'Coming soon', status: 'draft' });
  const revokeKey = 'DELETE /api/blogs/p7/preview-links';

  async function openDraft(revoke: () => Response) {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([draft]),
      'GET /api/blogs/p7': () => ok(draft),
      'GET /api/blogs/p7/revisions': () => ok([]),
      'POST /api/blogs/p7/preview-link': () =>
        ok({ path: '/api/blogs/preview/abc.1.sig', expiresAt: '2026-12-01T10:00:00.000Z' }),
      [revokeKey]: revoke,
    });
    const view = renderSignedIn();
    await view.user.click(await screen.findByRole('button', { name: 'Edit Coming soon' }));
    await screen.findByRole('heading', { name: 'Edit Blog Post' });
    return { ...view, api };
  }

  it('revokes them once confirmed, says so and hides the link made before', async () => {
    const { user, api } = await openDraft(() => ok({ revokedAt: '2026-11-24T10:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Copy preview link' }));
    expect(await screen.findByLabelText(/^Preview link \(valid until/)).toHaveValue(
      `${window.location.origin}/api/blogs/preview/abc.1.sig`,
    );

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const revoke = screen.getByRole('button', { name: 'Revoke preview links' });
    await user.click(revoke);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Revoke every preview link'));
    expect(api.keys()).not.toContain(revokeKey);

    await user.click(revoke);
    expect(
      await screen.findByText('Preview links revoked. Links shared before now no longer open.'),
    ).toBeInTheDocument();
    expect(api.keys().filter((key) => key === revokeKey)).toHaveLength(1);
    expect(screen.queryByLabelText(/^Preview link \(valid until/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openDraft(() => fail(403, 'Your role does not allow this.'));
    await user.click(screen.getByRole('button', { name: 'Revoke preview links' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error: Your role does not allow this.'));
  });
});
