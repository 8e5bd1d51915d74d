import type { TranslatedAttribute } from './translatable-text.ts';
import {
  isSkippedElement,
  isTranslatableText,
  TRANSLATED_ATTRIBUTES,
} from './translatable-text.ts';

/** One place on the page that holds translatable text: a text node, or an attribute of an element.
 * The page is translated text node by text node, so an element's markup is never replaced. */
export type TextSlot =
  { kind: 'text'; node: Text } | { kind: 'attribute'; element: Element; name: TranslatedAttribute };

export function readSlot(slot: TextSlot): string {
  return slot.kind === 'text' ? slot.node.data : (slot.element.getAttribute(slot.name) ?? '');
}

export function writeSlot(slot: TextSlot, value: string) {
  if (slot.kind === 'text') {
    if (slot.node.data !== value) slot.node.data = value;
  } else if (slot.element.getAttribute(slot.name) !== value) {
    slot.element.setAttribute(slot.name, value);
  }
}

/** Every translatable text under `root`, in document order. `skip` drops texts that are already in
 * the chosen language (the built-in dictionaries' strings). */
export function collectSlots(
  root: Node,
  skip: (text: string) => boolean = () => false,
): TextSlot[] {
  const slots: TextSlot[] = [];
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      if (
        isTranslatableText(text.data) &&
        !skip(text.data.trim()) &&
        !isSkippedElement(text.parentElement)
      ) {
        slots.push({ kind: 'text', node: text });
      }
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      for (const name of TRANSLATED_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (
          value &&
          isTranslatableText(value) &&
          !skip(value.trim()) &&
          !isSkippedElement(element)
        ) {
          slots.push({ kind: 'attribute', element, name });
        }
      }
    }
  }
  return slots;
}

/** Splits "  Hello world \n" into its spaces and its core, so translations keep the layout's spaces. */
export function splitWhitespace(text: string): { before: string; core: string; after: string } {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return { before: match[1]!, core: match[2]!, after: match[3]! };
}
