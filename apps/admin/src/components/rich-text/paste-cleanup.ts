/** HTML pasted from Word or Google Docs, cleaned before the editor reads it (its schema then keeps
 * only what it knows, which the post-HTML policy keeps as it is). Word's lists are paragraphs with an
 * `mso-list` style and a typed marker: they become real lists. Styles, classes, Office's `o:p`
 * and conditional comments, and pictures (which were never uploaded) go. */

/** Elements that are only markup or files of the clipboard, removed with what they hold. */
const DROPPED = 'style, script, meta, link, title, xml, img, picture, svg, o\\:p, v\\:shapedata';

/** A Word list paragraph's list and level (`mso-list:l0 level2 lfo1`), or null when it is not one. */
function listOf(element: Element): { id: string; level: number } | null {
  const style = element.getAttribute('style') ?? '';
  const id = /mso-list:\s*(l\d+)/i.exec(style)?.[1];
  if (!id) return null;
  return { id, level: Number(/level(\d+)/i.exec(style)?.[1] ?? 1) };
}

/** The marker Word typed before an item ('1.', 'a)', '·'), found in its `mso-list:Ignore` span or
 * between `<![if !supportLists]>` and `<![endif]>`, taken out of the paragraph. */
function takeMarker(paragraph: Element): string {
  let marker = '';
  for (const span of paragraph.querySelectorAll('[style*="mso-list:Ignore" i]')) {
    marker += span.textContent ?? '';
    span.remove();
  }
  let inside = false;
  for (const node of [...paragraph.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data;
      if (/\[if !supportLists\]/i.test(text)) inside = true;
      else if (/\[endif\]/i.test(text)) inside = false;
      node.remove();
    } else if (inside) {
      marker += node.textContent ?? '';
      node.remove();
    }
  }
  return marker.replace(/\u00a0/g, ' ').trim();
}

const isOrderedMarker = (marker: string) => /^(?:\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker);

/** Turns runs of Word list paragraphs into nested `ul`/`ol` lists. */
function wordListsToLists(body: HTMLElement): void {
  const document = body.ownerDocument;
  const paragraphs = [...body.querySelectorAll('p')].filter((p) => listOf(p) !== null);
  let stack: { level: number; list: HTMLElement }[] = [];
  let previous = null as { element: Element; id: string } | null;
  for (const paragraph of paragraphs) {
    const { id, level } = listOf(paragraph)!;
    const marker = takeMarker(paragraph);
    // A new run starts unless this paragraph follows the last item of the same list directly.
    if (previous?.id !== id || paragraph.previousElementSibling !== previous.element) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    let current = stack.at(-1);
    if (!current || current.level < level) {
      const list = document.createElement(isOrderedMarker(marker) ? 'ol' : 'ul');
      const parentItem = current?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      current = { level, list };
      stack.push(current);
    }
    const item = document.createElement('li');
    const text = document.createElement('p');
    text.append(...paragraph.childNodes);
    item.append(text);
    current.list.append(item);
    // The list stands where the paragraph was: the next one follows it as its sibling.
    const top = stack[0]!.list;
    paragraph.remove();
    previous = { element: top, id };
  }
}

/** Removes comments (Word's conditional ones included) anywhere under `root`. */
function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Google Docs wraps a whole copy in `<b style="font-weight:normal" id="docs-internal-guid-…">`: not
 * bold at all. */
function unwrapGoogleDocsWrapper(body: HTMLElement): void {
  for (const wrapper of body.querySelectorAll('b[id^="docs-internal-guid"]'))
    wrapper.replaceWith(...wrapper.childNodes);
}

export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const { body } = document;
  wordListsToLists(body);
  removeComments(body);
  for (const element of body.querySelectorAll(DROPPED)) element.remove();
  unwrapGoogleDocsWrapper(body);
  // A line break between blocks (Google Docs puts one before a table) is no text.
  for (const lineBreak of body.querySelectorAll(':scope > br')) lineBreak.remove();
  // Paragraphs left empty (Word's spacing lines: `<p><o:p>&nbsp;</o:p></p>`).
  for (const paragraph of body.querySelectorAll('p'))
    if (
      (paragraph.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '' &&
      !paragraph.querySelector('br')
    )
      paragraph.remove();
  for (const element of body.querySelectorAll('[class], [lang], [dir], [align], [id]')) {
    for (const name of ['class', 'lang', 'dir', 'align', 'id']) element.removeAttribute(name);
  }
  return body.innerHTML;
}
