import { PageTranslator } from './page-translator.ts';
import type { TranslateTexts } from './page-translator.ts';
import {
  LATE_CONTENT_DEBOUNCE_MS,
  RESTORE_PAUSE_MS,
  TRANSLATION_COMPLETE_EVENT,
} from './translation-timing.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the page translation of docs/product.md §4: English is restored first (100 ms pause), then every
 * eligible text is translated in as few requests as possible, `translationComplete` is raised, and
 * content that arrives later is translated as it comes. English restores the originals. */
export class PageTranslationController {
  private readonly translator = new PageTranslator();
  private language = 'en';
  private run = 0;
  /** Cancels the request of the run in progress when a newer choice supersedes it. */
  private pending = new AbortController();
  private lateTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: () => Node,
    private readonly translate: TranslateTexts,
    /** Texts already in the target language (dictionary strings), never sent to the service. */
    private readonly alreadyTranslated: (language: string) => (text: string) => boolean = () =>
      () =>
        false,
  ) {}

  /** Translates the page into `language`; 'en' restores it. Rejects if the service fails, after
   * restoring English. A newer call supersedes an older one. */
  async apply(language: string): Promise<void> {
    const run = ++this.run;
    const { signal } = this.cancelPending();
    this.stopWatching();
    this.translator.restore();
    this.language = language;
    if (language === 'en') return;
    await pause(RESTORE_PAUSE_MS);
    if (run !== this.run) return;
    try {
      await this.translator.translate(
        this.root(),
        language,
        this.translate,
        this.alreadyTranslated(language),
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      if (run === this.run) {
        this.translator.restore();
        this.language = 'en';
      }
      throw error;
    }
    if (run !== this.run) return;
    window.dispatchEvent(new Event(TRANSLATION_COMPLETE_EVENT));
    this.watch(run, signal);
  }

  private cancelPending(): AbortController {
    this.pending.abort();
    this.pending = new AbortController();
    return this.pending;
  }

  /** Puts English back and stops translating new content (route change: re-applied later). */
  reset() {
    this.run += 1;
    this.cancelPending();
    this.stopWatching();
    this.translator.restore();
  }

  private watch(run: number, signal: AbortSignal) {
    this.translator.observe(this.root(), () => {
      clearTimeout(this.lateTimer);
      this.lateTimer = setTimeout(() => {
        if (run !== this.run) return;
        // One element's failure keeps its English text; it is only logged (docs/product.md §8).
        this.translator
          .translate(
            this.root(),
            this.language,
            this.translate,
            this.alreadyTranslated(this.language),
            signal,
          )
          .catch((error: unknown) => {
            if (!signal.aborted) console.error('Translating new content failed', error);
          });
      }, LATE_CONTENT_DEBOUNCE_MS);
    });
  }

  private stopWatching() {
    clearTimeout(this.lateTimer);
    this.translator.disconnect();
  }

  dispose() {
    this.reset();
  }
}
