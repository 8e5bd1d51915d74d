import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('share links', () => {
  it('encode the URL and the title for each network', () => {
    const url = 'https://site.example/#/blog/a-post';
    const title = 'Signals & Safety: 100% "right"?';
    const u = encodeURIComponent(url);
    const t = encodeURIComponent(title);
    expect(shareLinks(url, title)).toEqual([
      { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
      { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
      { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
      { network: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    ]);
    for (const { href } of shareLinks(url, title)) {
      expect(href).not.toContain('#/blog');
      expect(href).not.toContain(' ');
      expect(href).not.toContain('&S');
    }
  });
});
