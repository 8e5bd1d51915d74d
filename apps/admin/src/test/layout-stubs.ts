/** jsdom lays nothing out: ProseMirror (the rich-text editor) measures the selection to scroll it
 * into view and asks what is under a point. Empty answers are enough for component tests. */
export function stubLayoutForEditor(): void {
  const noRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Document.prototype.elementFromPoint ??= () => null;
}
