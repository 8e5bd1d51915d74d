import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, missingAltMessage } from './images-without-alt.ts';

describe('imagesWithoutAlt', () => {
  it('finds an HTML image without an alt attribute, and lets a described or decorative one pass', () => {
    const html =
      '<h2>Kisumu</h2><p><img src="/uploads/a.webp" width="800" height="600"></p>' +
      '<p><img src="/uploads/b.webp" alt="The junction at dusk"></p><img alt="" src="/uploads/c.webp">';
    expect(imagesWithoutAlt(html)).toEqual(['/uploads/a.webp']);
  });

  it('reads attributes as HTML does: any case, any quotes, none at all, a value holding "alt="', () => {
    expect(imagesWithoutAlt('<IMG SRC=/uploads/a.webp ALT>')).toEqual([]);
    expect(imagesWithoutAlt("<img src='/uploads/b.webp' title='alt=x'>")).toEqual([
      '/uploads/b.webp',
    ]);
    expect(
      imagesWithoutAlt('<img title="a > b" src="https://cdn.example.com/x.png?a=1&amp;b=2">'),
    ).toEqual(['https://cdn.example.com/x.png?a=1&b=2']);
  });

  it('asks markdown images for their words: ![](src) has none, ![what it shows](src) has', () => {
    const markdown =
      'Text ![](/uploads/a.webp) and ![ ](/uploads/b.webp)\n\n![A mast](/uploads/c.webp)';
    expect(imagesWithoutAlt(markdown)).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });

  it('finds images in HTML inside markdown: blocks, inline tags, lists, quotes and tables', () => {
    const markdown = [
      'Inline <img src="/uploads/a.webp"> here.',
      '',
      '<div><img src="/uploads/b.webp"></div>',
      '',
      '- <img src="/uploads/c.webp">',
      '',
      '> ![](/uploads/d.webp)',
      '',
      '| Picture |',
      '|---|',
      '| ![](/uploads/e.webp) |',
    ].join('\n');
    expect(imagesWithoutAlt(markdown)).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c.webp',
      '/uploads/d.webp',
      '/uploads/e.webp',
    ]);
  });

  it('ignores what is never shown as an image: code, comments, removed elements, unsafe or no sources', () => {
    const text = [
      'Write `<img src="/uploads/a.webp">` for a picture.',
      '',
      '```html',
      '<img src="/uploads/b.webp">',
      '```',
      '',
      '<!-- <img src="/uploads/c.webp"> -->',
      '<noscript><img src="/uploads/d.webp"></noscript>',
      '<img src="javascript:alert(1)"><img>',
      '![](javascript:alert(1))',
    ].join('\n');
    expect(imagesWithoutAlt(text)).toEqual([]);
  });

  it('names each image once, in the order of the text', () => {
    expect(
      imagesWithoutAlt(
        '<img src="/uploads/b.webp"><img src="/uploads/a.webp"><img src="/uploads/b.webp">',
      ),
    ).toEqual(['/uploads/b.webp', '/uploads/a.webp']);
  });
});

describe('missingAltMessage', () => {
  it('names the image and says how to fix it', () => {
    expect(missingAltMessage(['/uploads/a.webp'])).toBe(
      'The image /uploads/a.webp has no alt text: describe what it shows, or mark it as decorative with an empty alt (alt=""), before publishing.',
    );
    expect(missingAltMessage(['/uploads/a.webp', '/uploads/b.webp'], 'overview')).toBe(
      '2 images in overview have no alt text (/uploads/a.webp, /uploads/b.webp): for each, describe what it shows, or mark it as decorative with an empty alt (alt=""), before publishing.',
    );
  });
});
