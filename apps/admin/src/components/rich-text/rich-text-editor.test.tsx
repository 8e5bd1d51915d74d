import type { BlogPost } from '@site/shared';
import { transformPostHtml } from '@site/shared/post-html-policy';
import { sanitizePostHtml } from '@site/web/lib/sanitize-post-html.ts';
import { deferred, fail, ok } from '@site/web/test/mock-fetch.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  findEditor,
  formEntries,
  libraryPage,
  makePost,
  makeUpload,
  mockAdminApi,
  pasteInto as paste,
  renderSignedIn,
} from '../../test/admin-portal.tsx';
import { ALT_TEXT_REQUIRED } from './image-dialog.tsx';
import {
  GOOGLE_DOCS_CLIPBOARD,
  PASTED_POST_HTML,
  WORD_CLIPBOARD,
} from './paste-fixtures.test-data.ts';
import { VIDEO_ADDRESS_RULE } from './video-dialog.tsx';

/** Puts the keyboard in the editor, its selection where it was. */
const focus = (editor: HTMLElement) => act(() => editor.focus());

const picture = () => new File(['png-bytes'], 'pole.png', { type: 'image/png' });
const uploaded = {
  url: '/uploads/pole-1600.webp',
  width: 1600,
  height: 900,
  variants: [
    { width: 480, url: '/uploads/pole-480.webp' },
    { width: 960, url: '/uploads/pole-960.webp' },
    { width: 1600, url: '/uploads/pole-1600.webp' },
  ],
};
const SRCSET =
  '/uploads/pole-480.webp 480w, /uploads/pole-960.webp 960w, /uploads/pole-1600.webp 1600w';

/** The post form, new or editing `post`, with its editor; the server holds an upload until released. */
async function openEditor(
  post?: BlogPost,
  upload = deferred(),
  routes: Parameters<typeof mockAdminApi>[0] = {},
) {
  const api = mockAdminApi({
    ...routes,
    'GET /api/blogs/admin': () => ok(post ? [post] : []),
    ...(post ? { [`GET /api/blogs/${post.id}`]: () => ok(post) } : {}),
    'POST /api/blogs': () => ok(makePost(), 201),
    ...(post ? { [`PUT /api/blogs/${post.id}`]: () => ok(post) } : {}),
    'POST /api/upload/cloud-image': () => upload.promise,
  });
  const view = renderSignedIn(post ? `/admin/posts/${post.id}` : '/admin/posts/new');
  const editor = await findEditor('Content');
  if (!post) await view.user.type(screen.getByLabelText('Title'), 'Solar poles');
  return { ...view, api, editor, upload };
}

/** Saves the form and answers what it sent. */
async function saved(
  { user, api }: Awaited<ReturnType<typeof openEditor>>,
  button = 'Create Blog Post',
) {
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() =>
    expect(api.calls.some((call) => /^(POST|PUT) \/api\/blogs/.test(call.key))).toBe(true),
  );
  const call = api.calls.find((candidate) => /^(POST|PUT) \/api\/blogs/.test(candidate.key));
  return formEntries(call?.init);
}

const tool = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Content formatting' })).getByRole('button', { name });

describe('the rich-text editor', () => {
  it('has a toolbar of named buttons with one tab stop; the arrow keys move along it', async () => {
    const { user, editor } = await openEditor();
    const names = within(screen.getByRole('toolbar', { name: 'Content formatting' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Undo',
      'Redo',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Inline code',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Table',
      'Horizontal rule',
      'Picture',
      'YouTube or Vimeo video',
    ]);
    expect(tool('Undo')).toBeDisabled();
    expect(tool('Heading 2')).toHaveAttribute('tabindex', '0');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    tool('Heading 2').focus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Heading 3')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('YouTube or Vimeo video')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Heading 2')).toHaveFocus();
    expect(editor).toHaveAccessibleDescription('0 words · 1 min read');
  });

  const TABLE =
    '<table><tbody>' +
    `<tr>${'<th><p></p></th>'.repeat(3)}</tr>` +
    `<tr>${'<td><p></p></td>'.repeat(3)}</tr>`.repeat(2) +
    '</tbody></table>';

  it.each([
    ['Heading 2', '<h2>Site visit</h2>'],
    ['Heading 3', '<h3>Site visit</h3>'],
    ['Heading 4', '<h4>Site visit</h4>'],
    ['Bold', '<p><strong>Site visit</strong></p>'],
    ['Italic', '<p><em>Site visit</em></p>'],
    ['Inline code', '<p><code>Site visit</code></p>'],
    ['Bulleted list', '<ul><li><p>Site visit</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Site visit</p></li></ol>'],
    ['Quote', '<blockquote><p>Site visit</p></blockquote>'],
    ['Code block', '<pre><code>Site visit</code></pre>'],
  ])(
    '%s: a toggle that says it is on, writing HTML the policy keeps as it is',
    async (name, html) => {
      const setup = await openEditor();
      focus(setup.editor);
      paste(setup.editor, { text: 'Site visit' });
      // A mark applies to the selected text; a block to the one the cursor is in.
      if (['Bold', 'Italic', 'Inline code'].includes(name))
        await setup.user.keyboard('{Control>}a{/Control}');
      expect(tool(name)).toHaveAttribute('aria-pressed', 'false');
      await setup.user.click(tool(name));
      expect(tool(name)).toHaveAttribute('aria-pressed', 'true');
      const content = String((await saved(setup)).content);
      expect(content).toBe(html);
      // The allow-list takes nothing away: the page shows what the editor showed.
      expect(sanitizePostHtml(content)).toBe(transformPostHtml(content));
    },
  );

  it.each([
    ['Horizontal rule', '<p>Site visit</p><hr>'],
    ['Table', `<p>Site visit</p>${TABLE}`],
  ])('%s: inserted after the text', async (name, html) => {
    const setup = await openEditor();
    focus(setup.editor);
    paste(setup.editor, { text: 'Site visit' });
    await setup.user.click(tool(name));
    const content = String((await saved(setup)).content);
    expect(content).toBe(html);
    expect(sanitizePostHtml(content)).toBe(transformPostHtml(content));
  });

  it("applies Tiptap's keyboard shortcuts", async () => {
    const setup = await openEditor();
    focus(setup.editor);
    paste(setup.editor, { text: 'Site visit' });
    await setup.user.keyboard('{Control>}a{/Control}{Control>}b{/Control}{Control>}i{/Control}');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await setup.user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    expect(String((await saved(setup)).content)).toBe(
      '<h2><strong><em>Site visit</em></strong></h2>',
    );
  });

  it('undoes and redoes', async () => {
    const setup = await openEditor();
    const { user, editor } = setup;
    focus(editor);
    paste(editor, { text: 'Kept' });
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    expect(editor.innerHTML).toContain('<strong>Kept</strong>');
    await user.click(tool('Undo'));
    expect(editor.innerHTML).not.toContain('<strong>');
    await user.click(tool('Redo'));
    expect(editor.innerHTML).toContain('<strong>Kept</strong>');
    await user.keyboard('{Control>}z{/Control}');
    expect(editor.innerHTML).not.toContain('<strong>');
  });

  it('sets, edits and removes a link in its dialog, and refuses an address it cannot lead to', async () => {
    const setup = await openEditor();
    const { user, editor } = setup;
    focus(editor);
    paste(editor, { text: 'the report' });
    // Ctrl+K opens the same dialog as the toolbar's Link.
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByLabelText('Link address')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an address the link can lead to.'),
    );
    await user.clear(within(dialog).getByLabelText('Link address'));
    await user.type(within(dialog).getByLabelText('Link address'), 'example.com/report{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
    expect(editor.innerHTML).toContain('<a href="https://example.com/report">the report</a>');

    focus(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Link'));
    const edit = screen.getByRole('dialog', { name: 'Edit link' });
    expect(within(edit).getByLabelText('Link address')).toHaveValue('https://example.com/report');
    await user.click(within(edit).getByRole('button', { name: 'Remove link' }));
    expect(editor.innerHTML).not.toContain('<a');
    expect((await saved(setup)).content).toBe('<p>the report</p>');
  });

  it('uploads a picture with a progress bar, and inserts it only once it is described', async () => {
    const setup = await openEditor();
    const { user, upload, editor } = setup;
    paste(editor, { text: 'Before the picture.' });
    await user.click(tool('Picture'));
    const dialog = screen.getByRole('dialog', { name: 'Insert a picture' });
    await user.upload(within(dialog).getByLabelText('Picture to upload'), picture());
    expect(within(dialog).getByText('Uploading picture...')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();

    upload.release(ok(uploaded));
    const describe = await screen.findByRole('dialog', { name: 'Describe the picture' });
    await user.click(within(describe).getByRole('button', { name: 'Insert picture' }));
    expect(within(describe).getByLabelText('Alternative text')).toHaveAccessibleDescription(
      expect.stringContaining(ALT_TEXT_REQUIRED),
    );
    expect(editor.querySelector('img')).toBeNull();

    await user.type(within(describe).getByLabelText('Alternative text'), 'A pole with its panel');
    await user.click(within(describe).getByRole('button', { name: 'Insert picture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Alternative text: A pole with its panel')).toBeInTheDocument();
    const content = String((await saved(setup)).content);
    expect(content).toBe(
      '<p>Before the picture.</p>' +
        `<img src="/uploads/pole-1600.webp" alt="A pole with its panel" width="1600" height="900" srcset="${SRCSET}" sizes="(min-width: 768px) 720px, 100vw">`,
    );
    expect(sanitizePostHtml(content)).toBe(transformPostHtml(content));
  });

  it('picks a picture from the media library, proposes its default alt text, and inserts it with its widths', async () => {
    const setup = await openEditor(undefined, deferred(), {
      'GET /api/admin/uploads?kind=image': () =>
        libraryPage([makeUpload({ ...uploaded, name: 'pole-1600.webp', alt: 'A solar pole' })]),
    });
    const { user, editor } = setup;
    paste(editor, { text: 'From the library.' });
    await user.click(tool('Picture'));
    const dialog = screen.getByRole('dialog', { name: 'Insert a picture' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose from library' }));
    const library = await screen.findByRole('dialog', { name: 'Choose from the library' });
    await user.click(await within(library).findByRole('button', { name: /A solar pole/ }));

    const describe = await screen.findByRole('dialog', { name: 'Describe the picture' });
    expect(within(describe).getByLabelText('Alternative text')).toHaveValue('A solar pole');
    await user.click(within(describe).getByRole('button', { name: 'Insert picture' }));
    expect(String((await saved(setup)).content)).toBe(
      '<p>From the library.</p>' +
        `<img src="/uploads/pole-1600.webp" alt="A solar pole" width="1600" height="900" srcset="${SRCSET}" sizes="(min-width: 768px) 720px, 100vw">`,
    );
  });

  it('writes alt="" for a picture ticked decorative', async () => {
    const setup = await openEditor();
    const { user, upload, editor } = setup;
    upload.release(ok(uploaded));
    paste(editor, { files: [picture()] });
    const describe = await screen.findByRole('dialog', { name: 'Describe the picture' });
    await user.click(within(describe).getByLabelText('Decorative picture'));
    await user.click(within(describe).getByRole('button', { name: 'Insert picture' }));
    expect(screen.getByText('Decorative picture')).toBeInTheDocument();
    expect(String((await saved(setup)).content)).toContain(
      '<img src="/uploads/pole-1600.webp" alt=""',
    );
  });

  it('starts the upload of a pasted picture at once, in the dialog, and can cancel it', async () => {
    const { user, editor, api } = await openEditor();
    paste(editor, { files: [picture()] });
    const dialog = await screen.findByRole('dialog', { name: 'Insert a picture' });
    expect(within(dialog).getByText('Uploading picture...')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.key === 'POST /api/upload/cloud-image');
    expect(formEntries(sent?.init).image).toBeInstanceOf(File);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(editor.querySelector('img')).toBeNull();
  });

  it('uploads a picture dropped into the text', async () => {
    const { editor, api } = await openEditor();
    // jsdom lays nothing out: the point of the drop is the editor's first paragraph.
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(editor.querySelector('p'));
    fireEvent.drop(editor, {
      clientX: 10,
      clientY: 10,
      dataTransfer: { files: [picture()], types: ['Files'], getData: () => '' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Insert a picture' });
    expect(within(dialog).getByText('Uploading picture...')).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/upload/cloud-image');
  });

  it('says why the server refused a picture, and inserts nothing', async () => {
    const refused = deferred();
    refused.release(fail(415, 'Unsupported image type'));
    const { user, editor } = await openEditor(undefined, refused);
    await user.click(tool('Picture'));
    const dialog = screen.getByRole('dialog', { name: 'Insert a picture' });
    await user.upload(within(dialog).getByLabelText('Picture to upload'), picture());
    expect(
      await within(dialog).findByText('Upload failed: Unsupported image type'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to upload image: Unsupported image type'),
    ).toBeInTheDocument();
    expect(editor.querySelector('img')).toBeNull();
  });

  it('marks a picture without alternative text, and adds one', async () => {
    const post = makePost({
      content: '<p>Text</p><img src="/uploads/old.webp" width="800" height="600">',
      content_format: 'html',
    });
    const setup = await openEditor(post);
    const { user } = setup;
    expect(await screen.findByText('⚠ No alternative text')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alternative text' }));
    const dialog = screen.getByRole('dialog', { name: 'Alternative text' });
    await user.type(within(dialog).getByLabelText('Alternative text'), 'An old pole');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('⚠ No alternative text')).not.toBeInTheDocument();
    expect((await saved(setup, 'Update Blog Post')).content).toBe(
      '<p>Text</p><img src="/uploads/old.webp" alt="An old pole" width="800" height="600">',
    );
  });

  it('opens a markdown post converted, and keeps it markdown until the text is edited', async () => {
    const post = makePost({
      content: '## Solar\n\nPoles with **panels**.',
      content_format: 'markdown',
    });
    const first = await openEditor(post);
    expect(
      within(first.editor).getByRole('heading', { level: 2, name: 'Solar' }),
    ).toBeInTheDocument();
    expect(within(first.editor).getByText('panels').tagName).toBe('STRONG');
    expect(first.editor).toHaveAccessibleDescription('4 words · 1 min read');
    await first.user.type(screen.getByLabelText('Excerpt'), 'Only the excerpt changed');
    expect(await saved(first, 'Update Blog Post')).toMatchObject({
      content: '## Solar\n\nPoles with **panels**.',
      content_format: 'markdown',
    });
    first.unmount();

    const second = await openEditor(post);
    focus(second.editor);
    paste(second.editor, { text: 'Now: ' });
    expect(await saved(second, 'Update Blog Post')).toMatchObject({
      content: '<h2>Now: Solar</h2><p>Poles with <strong>panels</strong>.</p>',
      content_format: 'html',
    });
  });

  it('counts words and reading time as the server does', async () => {
    const { editor } = await openEditor();
    paste(editor, { text: Array.from({ length: 250 }, (_, i) => `word${i}`).join(' ') });
    expect(editor).toHaveAccessibleDescription('250 words · 2 min read');
  });

  it.each([
    ['Word', WORD_CLIPBOARD],
    ['Google Docs', GOOGLE_DOCS_CLIPBOARD],
  ])('cleans a paste from %s to the post HTML the policy keeps', async (_source, html) => {
    const setup = await openEditor();
    paste(setup.editor, { html, text: 'plain' });
    const content = String((await saved(setup)).content);
    expect(content).toBe(PASTED_POST_HTML);
    expect(sanitizePostHtml(content)).toBe(transformPostHtml(content));
  });

  it('embeds a YouTube or Vimeo video as a link the site shows as a player, and refuses other addresses', async () => {
    const setup = await openEditor();
    const { user } = setup;
    await user.click(tool('YouTube or Vimeo video'));
    const dialog = screen.getByRole('dialog', { name: 'Add a YouTube or Vimeo video' });
    await user.type(
      within(dialog).getByLabelText('Video address'),
      'https://example.com/v/1{Enter}',
    );
    expect(within(dialog).getByLabelText('Video address')).toHaveAccessibleDescription(
      expect.stringContaining(VIDEO_ADDRESS_RULE),
    );
    await user.clear(within(dialog).getByLabelText('Video address'));
    await user.type(within(dialog).getByLabelText('Video address'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(within(dialog).getByLabelText('Video title'), 'Rush hour');
    await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(screen.getByText('YouTube video: Rush hour')).toBeInTheDocument();
    expect(String((await saved(setup)).content)).toBe(
      '<p><a href="https://youtu.be/dQw4w9WgXcQ">Rush hour</a></p>',
    );
  });
});
