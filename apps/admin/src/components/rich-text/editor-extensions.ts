import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { VideoEmbed } from './video-embed.ts';

/** A picture as the post keeps it: `src`, its size, its text alternative (missing, or '' when
 * decorative) and the upload's variants as `srcset` with `sizes` (packages/shared/src/
 * post-html-policy.ts keeps both). */
export const PostImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

/** A link writes only its address: the site's policy adds `target` and `rel` to links that leave it. */
const PostLink = Link.extend({
  addAttributes() {
    const attributes: Record<string, unknown> = { ...this.parent?.() };
    for (const name of ['target', 'rel', 'class']) delete attributes[name];
    return attributes;
  },
});

/** A table cell's span is written only when it spans more than one row or column, and never its
 * width (the policy keeps neither `colwidth` nor a span of 1 as anything but noise). */
const cellAttributes = (parent: Record<string, unknown>) => ({
  ...parent,
  colspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan')) || 1,
    renderHTML: ({ colspan }: { colspan: number }) => (colspan > 1 ? { colspan } : {}),
  },
  rowspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan')) || 1,
    renderHTML: ({ rowspan }: { rowspan: number }) => (rowspan > 1 ? { rowspan } : {}),
  },
  colwidth: { default: null, rendered: false, parseHTML: () => null },
});
const PostTableCell = TableCell.extend({
  addAttributes() {
    return cellAttributes({ ...this.parent?.() });
  },
});
const PostTableHeader = TableHeader.extend({
  addAttributes() {
    return cellAttributes({ ...this.parent?.() });
  },
});

/** A numbered list keeps where it starts, never a marker type (the policy keeps no `type`). */
const PostOrderedList = OrderedList.extend({
  addAttributes() {
    const attributes: Record<string, unknown> = { ...this.parent?.() };
    delete attributes.type;
    return attributes;
  },
});

/** A table as plain rows: no column widths or inline styles, which the policy would remove. */
const PostTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
});

/** What the editor can write, each part something the post-HTML policy keeps as it is: paragraphs,
 * headings 2–4, bold, italic, strike, inline code, links, lists, quotes, code blocks,
 * tables, horizontal rules, pictures and videos. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
      orderedList: false,
      // Underlined text reads as a link on the site.
      underline: false,
      codeBlock: { languageClassPrefix: 'language-' },
    }),
    PostLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null, class: null },
    }),
    PostOrderedList,
    PostTable.configure({ resizable: false }),
    TableRow,
    PostTableHeader,
    PostTableCell,
    PostImage.configure({ inline: false, allowBase64: false }),
    VideoEmbed,
  ];
}
