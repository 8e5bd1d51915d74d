import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findEditor,
  makePost,
  mockAdminApi,
  renderSignedIn,
  writeInEditor,
} from '../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

describe('unsaved form text', () => {
  it('is restored when the new-post form opens again after a reload', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'New Post' }));
    await first.user.type(await screen.findByLabelText('Title'), 'Unsaved title');
    await writeInEditor('Content', 'Unsaved body');
    first.unmount();

    // The reload opens the same address: the new post's form.
    const second = renderSignedIn('/admin/posts/new');
    expect(await screen.findByText('Restored your unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');
    expect(await findEditor('Content')).toHaveTextContent('Unsaved body');

    await second.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });

  it('is kept per post and not offered for another one', async () => {
    const a = makePost({ id: 'a', title: 'Alpha' });
    const b = makePost({ id: 'b', title: 'Beta' });
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([a, b]),
      'GET /api/blogs/a': () => ok(a),
      'GET /api/blogs/b': () => ok(b),
    });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    await first.user.type(await screen.findByLabelText('Title'), ' edited');
    first.unmount();

    const second = renderSignedIn('/admin/posts/b');
    expect(await screen.findByLabelText('Title')).toHaveValue('Beta');
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    second.unmount();

    renderSignedIn('/admin/posts/a');
    expect(await screen.findByText('Restored your unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Alpha edited');
  });

  it('is not offered when the form was opened without changes', async () => {
    const gamma = makePost({ id: 'c', title: 'Gamma' });
    mockAdminApi({
      'GET /api/blogs/admin': () => ok([gamma]),
      'GET /api/blogs/c': () => ok(gamma),
    });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'Edit Gamma' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Gamma');
    first.unmount();
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });
});
