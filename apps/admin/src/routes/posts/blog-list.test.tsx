import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost, mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { fail, jsonResponse, networkDown, ok } from '@site/web/test/mock-fetch.ts';

const longText = 'word '.repeat(60).trim();

const posts = [
  makePost({
    id: 'p1',
    title: 'Smart junctions',
    status: 'published',
    excerpt: 'A short summary.',
    views: 12,
    category: 'Intelligent Transport System(ITS)',
    created_at: '2025-01-15T12:00:00.000Z',
    updated_at: '2025-03-02T12:00:00.000Z',
  }),
  makePost({
    id: 'p2',
    title: 'Street lighting',
    status: 'draft',
    content: `## Heading\n\n**${longText}**`,
    views: 1,
    updated_at: '2025-02-01T12:00:00.000Z',
  }),
  makePost({
    id: 'p3',
    title: 'Old news',
    status: 'archived',
    content: '<p>Short <em>HTML</em> body</p>',
  }),
];

function row(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`No row for ${title}`);
  return within(item);
}

describe('the blog post list', () => {
  it('shows each post with its badge, excerpt, views, date, category and actions', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok(posts) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'Smart junctions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blog Posts' })).toBeInTheDocument();
    expect(screen.getByText('3 posts')).toBeInTheDocument();
    expect(screen.getByText('March 2, 2025')).toBeInTheDocument();

    const first = row('Smart junctions');
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByText('A short summary.')).toBeInTheDocument();
    expect(first.getByText('12 views')).toBeInTheDocument();
    expect(first.getByText('January 15, 2025')).toBeInTheDocument();
    expect(first.getByText('Category: Intelligent Transport System(ITS)')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit Smart junctions' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete Smart junctions' })).toBeInTheDocument();

    expect(row('Street lighting').getByText('Draft')).toBeInTheDocument();
    expect(row('Old news').getByText('Archived')).toBeInTheDocument();
  });

  it('falls back to the first 200 characters of the plain content plus "..."', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok(posts) });
    renderSignedIn();
    await screen.findByRole('heading', { name: 'Street lighting' });
    const plain = `Heading ${longText}`;
    expect(row('Street lighting').getByText(`${plain.slice(0, 200)}...`)).toBeInTheDocument();
    expect(row('Old news').getByText('Short HTML body')).toBeInTheDocument();
  });

  it('says so when there are no posts, and offers to create the first one', async () => {
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const { user } = renderSignedIn();
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Post' }));
    const heading = await screen.findByRole('heading', { name: 'Create New Blog Post' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(location.pathname).toBe('/admin/posts/new');
  });

  it('only logs a failed load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({ 'GET /api/blogs/admin': networkDown });
    renderSignedIn();
    expect(await screen.findByText('The blog posts could not be loaded.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('deleting a post', () => {
  it('asks first, deletes, confirms and reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let listed = [...posts];
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => ok(listed),
      'DELETE /api/blogs/p1': () => {
        listed = listed.filter((post) => post.id !== 'p1');
        return ok({ id: 'p1' });
      },
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Delete Smart junctions' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this blog?');
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Blog deleted successfully!').closest('[role="status"]'),
    ).not.toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Smart junctions' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2 posts')).toBeInTheDocument();
    expect(api.keys().filter((key) => key === 'GET /api/blogs/admin')).toHaveLength(2);
  });

  it('does nothing when the admin cancels', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = mockAdminApi({ 'GET /api/blogs/admin': () => ok(posts) });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    expect(api.keys().some((key) => key.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Old news' })).toBeInTheDocument();
  });

  it('shows the server error', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockAdminApi({
      'GET /api/blogs/admin': () => ok(posts),
      'DELETE /api/blogs/p3': () => fail(404, 'Blog not found'),
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    expect(await screen.findByText('Error: Blog not found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Blog not found');
  });

  it('shows a network failure', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi({ 'GET /api/blogs/admin': () => ok(posts), 'DELETE /api/blogs/p3': networkDown });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    expect(await screen.findByText('Failed to delete blog. Please try again.')).toBeInTheDocument();
  });
});

/** One page of GET /api/blogs/admin: the posts, how many match in all, the next page's cursor. */
const page = (data: unknown[], total: number, nextCursor: string | null) =>
  jsonResponse(200, { success: true, data, total, nextCursor });

const manyPosts = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) =>
    makePost({ id: `m${from + i}`, title: `Post number ${from + i}`, status: 'published' }),
  );

describe('the post list, a page at a time', () => {
  it('shows the first page with the total, and loads the next one on "Load more"', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => page(manyPosts(20), 23, 'next-1'),
      'GET /api/blogs/admin?cursor=next-1': () => page(manyPosts(3, 21), 23, null),
    });
    const { user } = renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'Post number 20' })).toBeInTheDocument();
    expect(screen.getByText('23 posts')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Post number 23' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.keys().filter((key) => key.startsWith('GET /api/blogs/admin'))).toEqual([
      'GET /api/blogs/admin',
      'GET /api/blogs/admin?cursor=next-1',
    ]);
  });

  it('sends the search (once typing pauses) and the status to the server', async () => {
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => page(manyPosts(3), 3, null),
      'GET /api/blogs/admin?q=junction': () =>
        page([makePost({ id: 'j', title: 'Junction work', status: 'draft' })], 1, null),
      'GET /api/blogs/admin?q=junction&status=published': () => page([], 0, null),
      'GET /api/blogs/admin?status=published': () => page(manyPosts(2), 2, null),
    });
    const { user } = renderSignedIn();
    await screen.findByRole('heading', { name: 'Post number 3' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'junction');
    expect(await screen.findByRole('heading', { name: 'Junction work' })).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'published');
    expect(await screen.findByText('No posts match this search.')).toBeInTheDocument();
    // The search and the filter are in the address, so a reload or a shared link shows this list.
    expect(location.search).toBe('?q=junction&status=published');
    expect(screen.queryByRole('button', { name: 'Create Your First Post' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search posts' }));
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
    expect(api.keys().filter((key) => key.startsWith('GET /api/blogs/admin'))).toEqual([
      'GET /api/blogs/admin',
      'GET /api/blogs/admin?q=junction',
      'GET /api/blogs/admin?q=junction&status=published',
      'GET /api/blogs/admin?status=published',
    ]);
  });

  it('reloads every loaded page after a delete', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let first = manyPosts(20);
    const api = mockAdminApi({
      'GET /api/blogs/admin': () => page(first, 23, 'next-1'),
      'GET /api/blogs/admin?cursor=next-1': () => page(manyPosts(3, 21), 22, null),
      'DELETE /api/blogs/m1': () => {
        first = first.slice(1);
        return ok({ id: 'm1' });
      },
    });
    const { user } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Post number 23' });
    await user.click(screen.getByRole('button', { name: 'Delete Post number 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Post number 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('22 posts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post number 23' })).toBeInTheDocument();
    expect(api.keys().filter((key) => key.startsWith('GET /api/blogs/admin'))).toEqual([
      'GET /api/blogs/admin',
      'GET /api/blogs/admin?cursor=next-1',
      'GET /api/blogs/admin',
      'GET /api/blogs/admin?cursor=next-1',
    ]);
  });
});
