import { screen, waitFor, within } from '@testing-library/react';
import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { formEntries, makePost, mockAdminApi, renderSignedIn } from '../../test/admin-portal.tsx';
import { fail, ok } from '@site/web/test/mock-fetch.ts';

const draft = makePost({
  id: 'p5',
  title: 'Kisumu lights',
  slug: 'kisumu-lights',
  content: 'We replaced **1,240 lamps** along the lake road.',
  excerpt: null,
  status: 'draft',
  featured_image: '/uploads/lamps.webp',
});

async function openDraft(put: () => Response = () => ok(draft)) {
  const api = mockAdminApi({
    'GET /api/blogs/admin': () => ok([draft]),
    'GET /api/blogs/p5': () => ok(draft),
    'GET /api/blogs/p5/revisions': () => ok([]),
    'PUT /api/blogs/p5': put,
  });
  const view = renderSignedIn();
  await view.user.click(await screen.findByRole('button', { name: 'Edit Kisumu lights' }));
  await screen.findByRole('heading', { name: 'Edit Blog Post' });
  return { ...view, api };
}

// A screen's first render loads its code: slow on a busy machine.
describe("the featured image's description", { timeout: 20_000 }, () => {
  it('is asked before publishing: the form stops, says why and puts the focus on the field', async () => {
    const { user, api } = await openDraft();
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));

    expect(
      await screen.findByText(
        'Please describe the featured image (alt text) before publishing: what it shows, for readers who cannot see it.',
      ),
    ).toBeInTheDocument();
    const alt = screen.getByLabelText('Describe the image (alt text)');
    expect(alt).toHaveFocus();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Describe the featured image before publishing.'),
    );
    expect(api.keys()).not.toContain('PUT /api/blogs/p5');

    await user.type(alt, 'Crew fitting a luminaire at dusk');
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.key === 'PUT /api/blogs/p5');
    expect(formEntries(put?.init)).toMatchObject({
      status: 'published',
      featured_image: '/uploads/lamps.webp',
      featured_image_alt: 'Crew fitting a luminaire at dusk',
    });
  });

  it('is not asked for a draft, nor shown without a featured image', async () => {
    const { user, api } = await openDraft();
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.key === 'PUT /api/blogs/p5');
    expect(formEntries(put?.init)).not.toHaveProperty('featured_image_alt');
    mockAdminApi({ 'GET /api/blogs/admin': () => ok([]) });
    const view = renderSignedIn('/admin/posts/new');
    await view.user.type(await screen.findByLabelText('Title'), 'No picture');
    expect(screen.queryByLabelText('Describe the image (alt text)')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an image in the text without alt, and keeps what was typed", async () => {
    const message =
      'The image /uploads/mast.webp has no alt text: describe what it shows, or mark it as decorative with an empty alt (alt=""), before publishing.';
    const { user } = await openDraft(() =>
      fail(400, message, {
        fields: { content: [message] },
        images: ['/uploads/mast.webp'],
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.type(screen.getByLabelText('Describe the image (alt text)'), 'Lamps');
    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(`Error: ${message}`));
    expect(screen.getByLabelText('Describe the image (alt text)')).toHaveValue('Lamps');
  });
});

describe('search and social', { timeout: 20_000 }, () => {
  it("previews the search result and the link card from the post's own title, summary and picture", async () => {
    await openDraft();
    const panel = screen.getByRole('group', { name: 'Search and social' });
    const result = within(panel).getByText('Search result').closest('figure')!;
    expect(result).toHaveTextContent(`${window.location.host} › blog › kisumu-lights`);
    expect(result).toHaveTextContent(`Kisumu lights | ${company.shortName}`);
    expect(result).toHaveTextContent('We replaced 1,240 lamps along the lake road.');
    const card = within(panel).getByText('Link card').closest('figure')!;
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/uploads/lamps.webp');
    expect(card).toHaveTextContent(window.location.host.toUpperCase());
    expect(card).toHaveTextContent('Kisumu lights');
  });

  it('shows what the editor types as it will look, cut where a search engine cuts, and sends it', async () => {
    const { user, api } = await openDraft();
    const panel = screen.getByRole('group', { name: 'Search and social' });
    const title = within(panel).getByLabelText('Search title');
    expect(title).toHaveAttribute('placeholder', 'Kisumu lights');
    await user.type(
      title,
      'LED street lighting in Kisumu: how 1,240 lamps were replaced in a year',
    );
    await user.type(
      within(panel).getByLabelText('Search description'),
      'How the lake road’s lights came to use 60 % less energy.',
    );
    const result = within(panel).getByText('Search result').closest('figure')!;
    expect(result).toHaveTextContent('LED street lighting in Kisumu: how 1,240 lamps were …');
    expect(result).toHaveTextContent('How the lake road’s lights came to use 60 % less energy.');
    expect(within(panel).getByLabelText('Search title')).toHaveAccessibleDescription(
      '70 characters; search engines show about 60.',
    );
    const card = within(panel).getByText('Link card').closest('figure')!;
    expect(card).toHaveTextContent(
      'LED street lighting in Kisumu: how 1,240 lamps were replaced in a year',
    );

    await user.click(screen.getByRole('button', { name: 'Update Blog Post' }));
    await screen.findByText('Blog updated successfully!');
    const put = api.calls.find((call) => call.key === 'PUT /api/blogs/p5');
    expect(formEntries(put?.init)).toMatchObject({
      seo_title: 'LED street lighting in Kisumu: how 1,240 lamps were replaced in a year',
      seo_description: 'How the lake road’s lights came to use 60 % less energy.',
    });
    expect(formEntries(put?.init)).not.toHaveProperty('og_image');
  });
});
