import type { TextSlot } from './page-text.ts';
import { collectSlots, readSlot, splitWhitespace, writeSlot } from './page-text.ts';
import { TRANSLATED_ATTRIBUTES } from './translatable-text.ts';

/** Translates a list of English texts into `language`, answering in the same order. */
export type TranslateTexts = (
  texts: string[],
  language: string,
  signal?: AbortSignal,
) => Promise<string[]>;

type Entry = { slot: TextSlot; original: string; translated: string };

const owner = (slot: TextSlot): object => (slot.kind === 'text' ? slot.node : slot.element);
const part = (slot: TextSlot): string => (slot.kind === 'text' ? '#text' : slot.name);

/** Swaps the page's English texts for translations and back. It remembers each original, so
 * English comes back exactly, and it only touches text nodes and a few attributes, never markup. */
export class PageTranslator {
  /** By node or element, then by '#text' or attribute name. */
  private entries = new Map<object, Map<string, Entry>>();
  private observer: MutationObserver | null = null;

  private find(slot: TextSlot): Entry | undefined {
    return this.entries.get(owner(slot))?.get(part(slot));
  }

  private remember(entry: Entry) {
    const parts = this.entries.get(owner(entry.slot)) ?? new Map<string, Entry>();
    parts.set(part(entry.slot), entry);
    this.entries.set(owner(entry.slot), parts);
  }

  /** Translates every eligible text under `root` that is not translated yet. Throws if `translate`
   * fails; the page then keeps what it shows. Once `signal` is aborted it writes nothing. */
  async translate(
    root: Node,
    language: string,
    translate: TranslateTexts,
    skip?: (text: string) => boolean,
    signal?: AbortSignal,
  ): Promise<number> {
    const pending: { slot: TextSlot; value: string }[] = [];
    for (const slot of collectSlots(root, skip)) {
      const value = readSlot(slot);
      const known = this.find(slot);
      if (known && known.translated === value) continue;
      pending.push({ slot, value });
    }
    if (pending.length === 0) return 0;
    const cores = [...new Set(pending.map((p) => splitWhitespace(p.value).core))];
    const translations = await translate(cores, language, signal);
    if (signal?.aborted) return 0;
    const byCore = new Map(cores.map((core, i) => [core, translations[i] ?? core]));
    let applied = 0;
    for (const { slot, value } of pending) {
      // The page may have changed while the request ran; translate only what is still there.
      if (readSlot(slot) !== value) continue;
      const { before, core, after } = splitWhitespace(value);
      const translated = `${before}${byCore.get(core) ?? core}${after}`;
      writeSlot(slot, translated);
      this.remember({ slot, original: value, translated });
      applied += 1;
    }
    this.observer?.takeRecords(); // our own writes are not new content
    return applied;
  }

  /** Puts every original English text back (where the page has not since replaced it). */
  restore() {
    for (const parts of this.entries.values()) {
      for (const { slot, original, translated } of parts.values()) {
        if (readSlot(slot) === translated) writeSlot(slot, original);
      }
    }
    this.entries.clear();
    this.observer?.takeRecords();
  }

  /** Calls `onChange` when content is added or changed under `root` (e.g. a post that loads later). */
  observe(root: Node, onChange: () => void) {
    this.disconnect();
    this.observer = new MutationObserver((records) => {
      if (records.length > 0) onChange();
    });
    this.observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...TRANSLATED_ATTRIBUTES],
    });
  }

  disconnect() {
    this.observer?.disconnect();
    this.observer = null;
  }

  get translatedCount(): number {
    let n = 0;
    for (const parts of this.entries.values()) n += parts.size;
    return n;
  }
}
