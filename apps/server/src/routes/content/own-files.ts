import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { UPLOAD_NAME } from '../../storage/upload-storage.ts';

/** The fields of the content types that hold an address: of a picture (a link card's too), or of a
 * file. */
const ADDRESS_FIELDS: ReadonlyMap<string, 'picture' | 'file'> = new Map([
  ['src', 'picture'],
  ['og_image', 'picture'],
  ['url', 'file'],
  ['videoUrl', 'file'],
]);

export const OWN_FILE_RULE =
  'must be a site file (/images/…, /files/… for a file), an upload of ours (/uploads/<name>; a picture must be an uploaded image) or an https URL under S3_PUBLIC_URL or on a host listed in IMAGE_HOSTS';

/** The shared schemas know the shape of an address; which hosts are ours is this server's setting,
 * so every address in an item (its pictures, its file) is checked here, as the blog checks its
 * featured image: a stranger's host would learn of every visitor to the page. */
export function checkOwnFiles(app: FastifyInstance, value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkOwnFiles(app, item, `${path}${path ? '.' : ''}${index}`));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value)) {
    const at = `${path}${path ? '.' : ''}${key}`;
    const kind = ADDRESS_FIELDS.get(key);
    if (kind && typeof field === 'string') {
      if (!isOwn(app, kind, field))
        throw new HttpError(400, `${at} ${OWN_FILE_RULE}`, { fields: { [at]: [OWN_FILE_RULE] } });
    } else checkOwnFiles(app, field, at);
  }
}

/** A picture is a site image or an uploaded image; a file may also be a site file or any upload. */
function isOwn(app: FastifyInstance, kind: 'picture' | 'file', value: string): boolean {
  if (value.startsWith('/images/')) return true;
  if (kind === 'file' && value.startsWith('/files/')) return true;
  if (kind === 'file' && value.startsWith('/uploads/'))
    return UPLOAD_NAME.test(value.slice('/uploads/'.length));
  return app.isAllowedImage(value);
}
