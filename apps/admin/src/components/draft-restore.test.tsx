import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, mockAdminApi, renderSignedIn } from '../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

describe('unsaved form text', () => {
  it('is restored when the new-post form opens again after a reload', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'New Post' }));
    await first.user.type(screen.getByLabelText('Title'), 'Unsaved title');
    await first.user.type(screen.getByLabelText('Content'), 'Unsaved body');
    first.unmount();

    const second = renderSignedIn();
    await second.user.click(await screen.findByRole('button', { name: 'New Post' }));
    expect(screen.getByText('Restored your unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');
    expect(screen.getByLabelText('Content')).toHaveValue('Unsaved body');

    await second.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });

  it('is kept per post and not offered for another one', async () => {
    const a = makePost({ id: 'a', title: 'Alpha' });
    const b = makePost({ id: 'b', title: 'Beta' });
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([a, b]) });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    await first.user.type(screen.getByLabelText('Title'), ' edited');
    first.unmount();

    const second = renderSignedIn();
    await second.user.click(await screen.findByRole('button', { name: 'Edit Beta' }));
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Beta');

    await second.user.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    expect(screen.getByText('Restored your unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Alpha edited');
  });

  it('is not offered when the form was opened without changes', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([makePost({ id: 'c', title: 'Gamma' })]) });
    const first = renderSignedIn();
    await first.user.click(await screen.findByRole('button', { name: 'Edit Gamma' }));
    first.unmount();
    expect(localStorage.getItem('adminDraft')).toBeNull();
  });
});
