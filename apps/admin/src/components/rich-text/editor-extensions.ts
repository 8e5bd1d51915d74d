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
 * headings 2–4, bold, italic, strike, underline, inline code, links, lists, quotes, code blocks,
 * tables, horizontal rules, pictures and videos. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
      orderedList: false,
      codeBlock: { languageClassPrefix: 'language-' },
    }),
    PostLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
    }),
    PostOrderedList,
    PostTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    PostImage.configure({ inline: false, allowBase64: false }),
    VideoEmbed,
  ];
}
