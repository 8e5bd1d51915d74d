import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('share links', () => {
  const title = 'Signals & Safety: 100% "right"?';
  const t = encodeURIComponent(title);

  it("give every network the post's path twin, with the URL and the title encoded", () => {
    const twin = encodeURIComponent('https://site.example/blog/a-post');
    expect(shareLinks('https://site.example/#/blog/a-post', title)).toEqual([
      { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${twin}` },
      { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${twin}&text=${t}` },
      { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${twin}` },
      { network: 'WhatsApp', href: `https://wa.me/?text=${t}%20${twin}` },
    ]);
    for (const { href } of shareLinks('https://site.example/#/blog/a-post', title)) {
      expect(decodeURIComponent(href)).not.toContain('#');
      expect(href).not.toContain(' ');
      expect(href).not.toContain('&S');
    }
  });

  it('keep an address that is already a twin as it is', () => {
    const [facebook] = shareLinks('https://site.example/blog/a-post', title);
    expect(facebook!.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://site.example/blog/a-post')}`,
    );
  });
});
