import { imagesWithoutAlt, missingAltMessage } from '@site/shared/images-without-alt';
import { HttpError } from '../errors.ts';

/** The alt-text gate (issue 48, decision 072): a post or an item is not made public while an image
 * of its text has no text alternative. `texts` are its long texts by field; the 400 names the first
 * field's images (their sources) and says how to fix them, under that field in `details.fields`. */
export function checkImagesHaveAlt(texts: Readonly<Record<string, unknown>>): void {
  for (const [field, text] of Object.entries(texts)) {
    if (typeof text !== 'string') continue;
    const images = imagesWithoutAlt(text);
    if (images.length === 0) continue;
    const message = missingAltMessage(images, field);
    throw new HttpError(400, message, { fields: { [field]: [message] }, images });
  }
}
