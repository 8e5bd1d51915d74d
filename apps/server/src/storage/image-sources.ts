import { IMAGE_NAME } from './upload-storage.ts';

const IMAGE_RULE =
  'must be an uploaded image (/uploads/<name>.webp) or an https URL under S3_PUBLIC_URL or on a host listed in IMAGE_HOSTS';
export const FEATURED_IMAGE_RULE = `featured_image ${IMAGE_RULE}`;
/** A post's or an item's link-card picture (issue 48) comes from the same places. */
export const OG_IMAGE_RULE = `og_image ${IMAGE_RULE}`;

/** Which addresses a post's featured image may have: our own uploads (`/uploads/<upload name>`, or
 * the bucket's public origin, S3_PUBLIC_URL) and https URLs on the hosts the operator listed in
 * IMAGE_HOSTS. Any other host would put a stranger's picture, and a request that reports each reader
 * to that host, on the post, the list, the feeds and every shared preview. */
export function imageSources(options: { s3PublicUrl?: string; imageHosts?: readonly string[] }) {
  const bucket = options.s3PublicUrl ? new URL(options.s3PublicUrl).origin : undefined;
  const hosts = new Set(options.imageHosts);
  return (value: string): boolean => {
    if (value.startsWith('/'))
      return value.startsWith('/uploads/') && IMAGE_NAME.test(value.slice('/uploads/'.length));
    // Quotes, spaces and backslashes are what a URL parser forgives and an attribute does not.
    if (/[\s"'<>\\]/.test(value) || !URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    return url.origin === bucket || hosts.has(url.host);
  };
}
