import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formEntries, makePost, mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { ok } from '@site/web/test/mock-fetch.ts';

/** A paste into the editor, as the browser hands it over: the clipboard's HTML, text or files. */
function paste(editor: HTMLElement, data: { html?: string; text?: string; files?: File[] }) {
  const types = [data.html && 'text/html', data.text && 'text/plain'].filter(Boolean) as string[];
  fireEvent.paste(editor, {
    clipboardData: {
      types,
      files: data.files ?? [],
      items: [],
      getData: (type: string) =>
        (type === 'text/html' ? data.html : type === 'text/plain' ? data.text : '') ?? '',
    },
  });
}

async function openNewPost() {
  const api = mockAdminApi({
    'GET /api/blogs/admin': () => ok([]),
    'POST /api/blogs': () => ok(makePost(), 201),
  });
  const view = renderSignedIn('/admin/posts/new');
  const editor = await screen.findByRole('textbox', { name: 'Content' });
  return { ...view, api, editor };
}

describe('the rich-text editor', () => {
  it('smoke', async () => {
    const { user, editor, api } = await openNewPost();
    paste(editor, { text: 'Hello world' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    console.log('COUNT', document.body.textContent?.match(/\d+ words?/)?.[0], editor.innerHTML);
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    await screen.findByText('Blog created successfully!');
    const post = api.calls.find((call) => call.key === 'POST /api/blogs');
    console.log(formEntries(post?.init));
  });
});
