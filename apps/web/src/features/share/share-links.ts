export type ShareNetwork = 'Facebook' | 'Twitter' | 'LinkedIn' | 'WhatsApp';

export type ShareLink = { network: ShareNetwork; href: string };

/** docs/product.md §7: social share links with the URL (and title) encoded. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
}
