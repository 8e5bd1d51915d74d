import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@site/web/test/mock-fetch.ts';
import {
  formEntries,
  libraryPage,
  makePost,
  makeUpload,
  mockAdminApi,
  renderSignedIn,
  writeInEditor,
} from '../test/admin-portal.tsx';

const crew = makeUpload({ alt: 'Crew fitting an LED luminaire' });
const pole = makeUpload({ name: `${'b'.repeat(32)}-960.webp`, width: 960, height: 640 });

/** A new post's form (its title and text typed, so that a stray submit would save it) with the
 * featured image's picker open. */
async function openPicker(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/blogs/admin': () => ok([]),
    'GET /api/admin/uploads?kind=image': () => libraryPage([crew, pole], 3, 'c1'),
    'GET /api/admin/uploads?cursor=c1&kind=image': () =>
      libraryPage([makeUpload({ name: `${'c'.repeat(32)}-480.webp`, alt: 'Older' })], 3),
    'GET /api/admin/uploads?q=crew&kind=image': () => libraryPage([crew]),
    'POST /api/blogs': () => ok(makePost(), 201),
    ...routes,
  });
  const view = renderSignedIn('/admin/posts/new');
  await screen.findByRole('heading', { name: 'Create New Blog Post' });
  await view.user.type(screen.getByLabelText('Title'), 'Lakeside lights');
  await writeInEditor('Content', 'Body');
  const opener = screen.getByRole('button', { name: 'Featured image: choose from library' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Choose from the library' });
  return { ...view, api, opener, dialog };
}

describe('the media picker', () => {
  it('opens on the library’s images with the search focused, searches, loads more, and picks one for the featured image', async () => {
    const { user, api, dialog } = await openPicker();
    const search = within(dialog).getByRole('searchbox', { name: 'Search the library' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(
      await within(dialog).findByRole('button', {
        name: 'Choose Crew fitting an LED luminaire 1600 × 900 px',
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Choose No alt text yet 960 × 640 px' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(
      await within(dialog).findByRole('button', { name: /^Choose Older/ }),
    ).toBeInTheDocument();

    // Enter searches in the dialog; it does not save the post around it.
    await user.type(search, 'crew{Enter}');
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: /^Choose Older/ }),
      ).not.toBeInTheDocument(),
    );
    expect(api.keys()).toContain('GET /api/admin/uploads?q=crew&kind=image');
    expect(api.keys()).not.toContain('POST /api/blogs');

    await user.click(within(dialog).getByRole('button', { name: /^Choose Crew fitting/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      crew.url,
    );

    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    expect(formEntries(post?.init).featured_image).toBe(crew.url);
  });

  it('closes with Escape or Close, picks nothing, and gives the focus back to its button', async () => {
    const { user, opener } = await openPicker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the library' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Featured image preview' })).not.toBeInTheDocument();
  });

  it('says when the library has no picture yet', async () => {
    const { dialog } = await openPicker({
      'GET /api/admin/uploads?kind=image': () => libraryPage([]),
    });
    expect(
      await within(dialog).findByText('No pictures have been uploaded yet.'),
    ).toBeInTheDocument();
  });

  it("fills a content item's picture with the upload's size and its default alt text", async () => {
    const api = mockAdminApi({
      'GET /api/admin/uploads?kind=image': () => libraryPage([crew]),
    });
    const { user } = renderSignedIn('/admin/courses/new');
    await user.click(await screen.findByRole('button', { name: 'Picture: choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the library' });
    await user.click(await within(dialog).findByRole('button', { name: /^Choose Crew fitting/ }));
    expect(screen.getByLabelText('Picture: describe the image (alt text)')).toHaveValue(
      'Crew fitting an LED luminaire',
    );
    expect(api.keys()).toContain('GET /api/admin/uploads?kind=image');
  });
});
