import { PageTranslationController } from './page-translation-controller.ts';
import { createTranslateClient } from './translate-client.ts';

/** The page translation engine with our server as its translator; loaded on demand (dynamic
 * import) so English visitors never download it. */
export function createPageTranslation(
  alreadyTranslated: (text: string) => boolean,
): PageTranslationController {
  return new PageTranslationController(
    () => document.body,
    createTranslateClient(),
    () => alreadyTranslated,
  );
}
