import { twinOfHashUrl } from '@site/shared/site-routes';

export type ShareNetwork = 'Facebook' | 'Twitter' | 'LinkedIn' | 'WhatsApp';

export type ShareLink = { network: ShareNetwork; href: string };

/** What goes to a social network or the native share sheet for a page whose hash URL is `url`: its
 * path twin, because link-preview bots never send the part after `#` and would only see the home
 * page. "Copy link" keeps the hash URL (decision 016). */
export const shareUrl = (url: string) => twinOfHashUrl(url);

/** docs/product.md §7: social share links with the URL (and title) encoded; `url` is the page's hash URL. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(shareUrl(url));
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
}
