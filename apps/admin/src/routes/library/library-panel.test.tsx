import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@site/web/test/mock-fetch.ts';
import {
  ADMIN,
  currentAddress,
  libraryPage as page,
  makeUpload,
  mockAdminApi,
  renderSignedIn,
} from '../../test/admin-portal.tsx';

const stem = (digit: string) => digit.repeat(32);

const photo = makeUpload({
  alt: 'Crew fitting an LED luminaire',
  usedBy: [{ type: 'post', id: 'p1', title: 'Kisumu at night' }],
});
const brochure = makeUpload({
  name: `${stem('b')}.pdf`,
  url: `/uploads/${stem('b')}.pdf`,
  kind: 'document',
  size: 1_204_551,
  width: null,
  height: null,
  variants: [],
  uploadedBy: null,
});
const clip = makeUpload({
  name: `${stem('c')}.mp4`,
  url: `/uploads/${stem('c')}.mp4`,
  kind: 'video',
  size: 52_000,
  width: null,
  height: null,
  variants: [],
});

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('the Library screen', () => {
  it('shows each upload as a card: picture or icon, size, dimensions, who, when and where it is used; Load more', async () => {
    mockAdminApi({
      'GET /api/admin/uploads': () => page([photo, brochure], 3, 'c1'),
      'GET /api/admin/uploads?cursor=c1': () => page([clip], 3),
    });
    const { user } = renderSignedIn('/admin/library');
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(await screen.findByText('3 uploads')).toBeInTheDocument();

    const image = await card(photo.name);
    expect(within(image).getByText('Image')).toBeInTheDocument();
    expect(within(image).getByText('0.2 MB')).toBeInTheDocument();
    expect(within(image).getByText('1600 × 900 px')).toBeInTheDocument();
    expect(within(image).getByText(ADMIN.email)).toBeInTheDocument();
    expect(within(image).getByRole('link', { name: 'Kisumu at night' })).toHaveAttribute(
      'href',
      '/admin/posts/p1',
    );
    expect(within(image).getByText('Post')).toBeInTheDocument();
    const remove = within(image).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Used by Post Kisumu at night');
    expect(within(image).getByLabelText('Default alt text')).toHaveValue(
      'Crew fitting an LED luminaire',
    );
    const thumbnail = image.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', photo.variants[0]!.url);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');

    const document = await card(brochure.name);
    expect(within(document).getByText('PDF document')).toBeInTheDocument();
    expect(within(document).getByText('1.2 MB')).toBeInTheDocument();
    expect(within(document).queryByText(/× .* px/)).not.toBeInTheDocument();
    expect(within(document).getByText('Unknown (uploaded before the library)')).toBeInTheDocument();
    expect(within(document).getByText('Not used by any post or item.')).toBeInTheDocument();
    expect(within(document).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(document).queryByLabelText('Default alt text')).not.toBeInTheDocument();

    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(await card(clip.name)).getByText('Video')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the search and the kind in the address and asks the server for them', async () => {
    const api = mockAdminApi({
      'GET /api/admin/uploads': () => page([photo, brochure]),
      'GET /api/admin/uploads?q=crew': () => page([photo]),
      'GET /api/admin/uploads?q=crew&kind=image': () => page([photo]),
      'GET /api/admin/uploads?q=nothing&kind=video': () => page([]),
    });
    const { user } = renderSignedIn('/admin/library');
    await card(brochure.name);
    await user.type(screen.getByLabelText('Search the library'), 'crew');
    await waitFor(() => expect(currentAddress()).toBe('/admin/library?q=crew'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: brochure.name })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Kind'), 'Images');
    expect(currentAddress()).toBe('/admin/library?q=crew&kind=image');
    await waitFor(() => expect(api.keys()).toContain('GET /api/admin/uploads?q=crew&kind=image'));
  });

  it('opens on the search and kind of its address', async () => {
    mockAdminApi({ 'GET /api/admin/uploads?q=nothing&kind=video': () => page([]) });
    renderSignedIn('/admin/library?q=nothing&kind=video');
    expect(await screen.findByText('No uploads match this search.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search the library')).toHaveValue('nothing');
    expect(screen.getByLabelText('Kind')).toHaveValue('video');
  });

  it('saves the default alt text in place, and keeps what was typed when the server refuses it', async () => {
    const unnamed = makeUpload({ alt: '' });
    const api = mockAdminApi({
      'GET /api/admin/uploads': () => page([unnamed]),
      [`PATCH /api/admin/uploads/${unnamed.name}`]: [
        () => fail(400, 'alt must not contain control characters'),
        () => ok({ ...unnamed, alt: 'Solar pole at dusk' }),
      ],
    });
    const { user } = renderSignedIn('/admin/library');
    const item = await card(unnamed.name);
    const save = within(item).getByRole('button', { name: 'Save alt text' });
    expect(save).toBeDisabled();
    await user.type(within(item).getByLabelText('Default alt text'), ' Solar pole at dusk ');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alt text was not saved: alt must not contain control characters',
    );
    expect(within(item).getByLabelText('Default alt text')).toHaveValue(' Solar pole at dusk ');
    await user.click(save);
    expect(await screen.findByText('Alt text saved.')).toBeInTheDocument();
    expect(api.bodies(`PATCH /api/admin/uploads/${unnamed.name}`)).toEqual([
      { alt: 'Solar pole at dusk' },
      { alt: 'Solar pole at dusk' },
    ]);
  });

  it("deletes an unused upload after the confirmation, and shows the server's refusal when something uses it now", async () => {
    const refusal =
      'This upload is used by the project “Lakeside lighting”. Remove it from there first, then delete it.';
    const api = mockAdminApi({
      // Read again after each change: the refused one changes nothing, the deletion takes one away.
      'GET /api/admin/uploads': [
        () => page([brochure, clip]),
        () => page([brochure, clip]),
        () => page([brochure]),
      ],
      [`DELETE /api/admin/uploads/${brochure.name}`]: () => fail(409, refusal),
      [`DELETE /api/admin/uploads/${clip.name}`]: () => ok({ name: clip.name }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSignedIn('/admin/library');
    await user.click(within(await card(brochure.name)).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      `Delete ${brochure.name}? Its files are removed from the site for good.`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The upload was not deleted: ${refusal}`,
    );
    await user.click(within(await card(clip.name)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Upload deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: clip.name })).not.toBeInTheDocument(),
    );
    expect(api.keys()).toContain(`DELETE /api/admin/uploads/${clip.name}`);
  });

  it('lets an author change and delete only their own uploads', async () => {
    const own = makeUpload({ name: `${stem('d')}-960.webp`, alt: 'Mine' });
    const theirs = makeUpload({
      name: `${stem('e')}-960.webp`,
      alt: 'A substation',
      uploadedBy: { id: 'u9', name: 'editor@example.com' },
    });
    mockAdminApi({
      'GET /api/auth/me': () => ok({ user: { ...ADMIN, role: 'author' } }),
      'GET /api/admin/uploads': () => page([own, theirs]),
    });
    renderSignedIn('/admin/library');
    const mine = await card(own.name);
    expect(within(mine).getByLabelText('Default alt text')).toHaveValue('Mine');
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const other = await card(theirs.name);
    expect(within(other).queryByLabelText('Default alt text')).not.toBeInTheDocument();
    expect(within(other).getByText('A substation')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
