/** YouTube and Vimeo videos in a post (docs/decisions/073). A post stores a video as a paragraph
 * holding only a link to it: readable in feeds and by search, without script. A page shows that
 * paragraph as a player (`withVideoEmbeds`), for strictly checked video ids only, from the two
 * origins the site's Content-Security-Policy frames. */

export type VideoProvider = 'YouTube' | 'Vimeo';
export type Video = { provider: VideoProvider; id: string; embedUrl: string };

/** The origins a page may frame for a video (the CSP's frame-src). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com'];

const youtube = (id: string | undefined): Video | null =>
  id !== undefined && YOUTUBE_ID.test(id)
    ? { provider: 'YouTube', id, embedUrl: `${VIDEO_FRAME_ORIGINS[0]}/embed/${id}` }
    : null;
const vimeo = (id: string | undefined): Video | null =>
  id !== undefined && VIMEO_ID.test(id)
    ? { provider: 'Vimeo', id, embedUrl: `${VIDEO_FRAME_ORIGINS[1]}/video/${id}` }
    : null;

/** The video an address names: `https://www.youtube.com/watch?v=ID`, `https://youtu.be/ID`,
 * `…/shorts/ID`, `…/embed/ID`, `https://vimeo.com/123`, `https://player.vimeo.com/video/123`; null for
 * anything else (another host, http, a channel, a playlist). */
export function videoOf(address: string): Video | null {
  // https, a host of letters, digits, dots and dashes (no user, no port), a path, a query.
  const parts = /^https:\/\/([a-z0-9.-]+)(\/[^?#]*)?(\?[^#]*)?(?:#.*)?$/i.exec(address.trim());
  if (!parts) return null;
  const host = parts[1]!.toLowerCase();
  const path = (parts[2] ?? '').split('/').filter(Boolean);
  const query = parts[3] ?? '';
  if (host === 'youtu.be') return path.length === 1 ? youtube(path[0]) : null;
  if (YOUTUBE_HOSTS.includes(host) || host === 'www.youtube-nocookie.com') {
    if (path.length === 1 && path[0] === 'watch')
      return youtube(/[?&]v=([^&]*)/.exec(query)?.[1] ?? '');
    if (path.length === 2 && ['shorts', 'embed', 'live'].includes(path[0]!))
      return youtube(path[1]);
    return null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com')
    return path.length === 1 ? vimeo(path[0]) : null;
  if (host === 'player.vimeo.com')
    return path.length === 2 && path[0] === 'video' ? vimeo(path[1]) : null;
  return null;
}

/** A paragraph holding one link and nothing else, as the allow-list and transforms serialize it. */
const LINK_PARAGRAPH = /<p><a href="([^"]*)"(?: [^\s"'>/=]+="[^"]*")*>([^<]*)<\/a><\/p>/g;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** Post HTML as a page shows it: a paragraph that is only a link to a YouTube or Vimeo video becomes
 * a lazily loaded, titled player, its link kept under it. Run on the output of the policy
 * (post-html-policy.ts), last, by the app and by the page twins alike; everything else is left as
 * it is. The stored HTML and the feeds keep the link. */
export function withVideoEmbeds(html: string): string {
  return html.replace(LINK_PARAGRAPH, (paragraph, href: string, text: string) => {
    const video = videoOf(unescapeAttribute(href));
    if (!video) return paragraph;
    const label = text.trim() === '' ? `${video.provider} video` : text.trim();
    const title = label.replace(/"/g, '&quot;');
    return (
      `<figure class="video-embed"><div class="video-frame"><iframe src="${video.embedUrl}" ` +
      `title="${title}" loading="lazy" allow="fullscreen; picture-in-picture; encrypted-media" ` +
      `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen=""></iframe></div>` +
      `<figcaption>${paragraph.slice(3, -4)}</figcaption></figure>`
    );
  });
}
