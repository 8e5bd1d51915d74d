import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { searchPreview, shownText } from './search-preview.ts';

describe('shownText', () => {
  it('keeps a short text, collapses its spaces, and cuts a long one at a whole word', () => {
    expect(shownText('  Solar   signals ', 60)).toBe('Solar signals');
    expect(
      shownText('LED street lighting in Kisumu: how 1,240 lamps were replaced in a year', 60),
    ).toBe('LED street lighting in Kisumu: how 1,240 lamps were …');
    expect(shownText('x'.repeat(70), 60)).toBe(`${'x'.repeat(59)} …`);
  });
});

describe('searchPreview', () => {
  const fallback = {
    title: 'Kisumu lights',
    description: 'The excerpt of the card.',
    image: '/uploads/featured.webp',
    path: '/blog/kisumu-lights',
  };
  const empty = { seo_title: '', seo_description: '', og_image: '' };

  it("shows the page's own title, summary and picture while the fields are empty", () => {
    expect(searchPreview(empty, fallback, 'https://www.example.co.ke')).toEqual({
      result: {
        title: `Kisumu lights | ${company.shortName}`,
        address: 'www.example.co.ke › blog › kisumu-lights',
        description: 'The excerpt of the card.',
      },
      card: {
        image: '/uploads/featured.webp',
        site: 'WWW.EXAMPLE.CO.KE',
        title: 'Kisumu lights',
        description: 'The excerpt of the card.',
      },
    });
    expect(
      searchPreview(empty, { ...fallback, image: null }, 'http://localhost:3000').card.image,
    ).toBe('/images/og/default-1200x630.jpg');
  });

  it('uses what the editor wrote: the title, the description, the picture', () => {
    const written = {
      seo_title: 'LED street lighting in Kisumu',
      seo_description: 'How Kisumu’s street lights came to use 60 % less energy.',
      og_image: '/uploads/card.webp',
    };
    const { result, card } = searchPreview(written, fallback, 'https://www.example.co.ke');
    expect(result.title).toBe(`LED street lighting in Kisumu | ${company.shortName}`);
    expect(result.description).toBe(written.seo_description);
    expect(card).toMatchObject({
      image: '/uploads/card.webp',
      title: 'LED street lighting in Kisumu',
      description: written.seo_description,
    });
  });
});
