import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  formEntries,
  makePost,
  mockAdminApi,
  renderSignedIn,
  writeInEditor,
} from '../test/admin-portal.tsx';
import { deferred, fail, networkDown, ok, uploadsInFlight } from '@site/web/test/mock-fetch.ts';

const image = () => new File(['png-bytes'], 'road.png', { type: 'image/png' });
const uploaded = { url: '/uploads/abc123.webp', width: 1200, height: 800, variants: [] };

async function openNewPost() {
  const view = renderSignedIn('/admin/posts/new');
  await screen.findByRole('heading', { name: 'Create New Blog Post' });
  return view;
}

/** The new post's form, with the server holding the picture's upload until `pending.release`. */
async function openWithUploadHeld() {
  const pending = deferred();
  const api = mockAdminApi({
    'GET /api/blogs/admin': () => ok([]),
    'POST /api/upload/cloud-image': () => pending.promise,
    'POST /api/blogs': () => ok(makePost(), 201),
  });
  return { ...(await openNewPost()), api, pending };
}

describe('uploading a featured image', () => {
  it('uploads the file, shows progress, then the preview and uses the url on save', async () => {
    const { api, user, pending } = await openWithUploadHeld();
    const input = screen.getByLabelText('Featured image');
    const file = image();
    await user.upload(input, file);

    expect(screen.getByText('Uploading image...')).toBeInTheDocument();
    expect(input).toBeDisabled();
    const upload = api.calls.find((call) => call.key === 'POST /api/upload/cloud-image');
    expect(formEntries(upload?.init).image).toBe(file);

    pending.release(ok(uploaded));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByText('Image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      uploaded.url,
    );
    expect(screen.getByLabelText('Featured image')).toBeEnabled();

    await user.type(screen.getByLabelText('Title'), 'With image');
    await writeInEditor('Content', 'Body');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    expect(formEntries(post?.init).featured_image).toBe(uploaded.url);
  });

  it('shows the server error and notes the failed image when the post is saved', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/upload/cloud-image': () => fail(415, 'Unsupported image type'),
      'POST /api/blogs': () => ok(makePost(), 201),
    });
    const { user } = await openNewPost();
    await user.upload(screen.getByLabelText('Featured image'), image());
    expect(
      await screen.findByText('Failed to upload image: Unsupported image type'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Featured image preview' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'T');
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(
      await screen.findByText(
        'Blog created successfully! (Note: Image upload may have failed, but blog was saved)',
      ),
    ).toBeInTheDocument();
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    expect(formEntries(post?.init)).not.toHaveProperty('featured_image');
  });

  it('shows a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/upload/cloud-image': networkDown,
    });
    const { user } = await openNewPost();
    await user.upload(screen.getByLabelText('Featured image'), image());
    expect(
      await screen.findByText('Failed to upload image. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Featured image')).toBeEnabled());
  });

  it("shows how much has been sent, and the bar follows the browser's progress", async () => {
    const pending = deferred();
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/upload/cloud-image': () => pending.promise,
    });
    const { user } = await openNewPost();
    await user.upload(screen.getByLabelText('Featured image'), image());
    const bar = await screen.findByRole('progressbar', { name: 'Featured image: 0% uploaded' });
    expect(bar).toHaveAttribute('value', '0');
    await waitFor(() => expect(uploadsInFlight.size).toBe(1));
    const [request] = [...uploadsInFlight];
    act(() => request?.reportProgress(450, 1000));
    expect(bar).toHaveAttribute('value', '45');
    expect(bar).toHaveAccessibleName('Featured image: 45% uploaded');
    expect(screen.getByText('45%')).toBeInTheDocument();
    pending.release(ok(uploaded));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('cancels an upload: the request is aborted, nothing is reported, the form is kept', async () => {
    const { api, user, pending } = await openWithUploadHeld();
    await user.type(screen.getByLabelText('Title'), 'Kept title');
    await user.upload(screen.getByLabelText('Featured image'), image());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(uploadsInFlight.size).toBe(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Featured image')).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
    // The server's late answer changes nothing.
    pending.release(ok(uploaded));
    await writeInEditor('Content', 'C');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    expect(formEntries(post?.init)).not.toHaveProperty('featured_image');
  });

  it('says why the server refused the file beside the field', async () => {
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([]),
      'POST /api/upload/cloud-image': () => fail(413, 'The image is larger than 10 MB'),
    });
    const { user } = await openNewPost();
    await user.type(screen.getByLabelText('Title'), 'Still here');
    await user.upload(screen.getByLabelText('Featured image'), image());
    expect(
      await screen.findByText('Upload failed: The image is larger than 10 MB'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Still here');
  });
});
