import { mergeAttributes, Node } from '@tiptap/core';
import { videoOf } from '@site/shared/video-embeds';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a YouTube or Vimeo video where the selection is. */
      setVideoEmbed: (attributes: { href: string; title: string }) => ReturnType;
    };
  }
}

/** The only element child of a paragraph that holds nothing else, when it is a link to a video. */
function videoLinkOf(paragraph: HTMLElement): HTMLAnchorElement | null {
  const [child, ...others] = [...paragraph.children];
  if (!(child instanceof HTMLAnchorElement) || others.length > 0 || child.children.length > 0)
    return null;
  const outside = [...paragraph.childNodes].some(
    (node) => node !== child && (node.textContent ?? '').trim() !== '',
  );
  return !outside && videoOf(child.getAttribute('href') ?? '') ? child : null;
}

/** A YouTube or Vimeo video in the text. Stored as the site reads it (packages/shared/src/
 * video-embeds.ts): a paragraph holding only a link to the video, its text the video's title;
 * the page shows a player. In the editor it is a preview block (the portal frames nothing). */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      href: { default: null },
      title: { default: '' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'p',
        priority: 100,
        getAttrs: (paragraph) => {
          const link = videoLinkOf(paragraph);
          return link
            ? { href: link.getAttribute('href'), title: (link.textContent ?? '').trim() }
            : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    const href = String(node.attrs.href ?? '');
    return ['p', ['a', mergeAttributes({ href }), String(node.attrs.title || href)]];
  },

  addNodeView() {
    return ({ node }) => {
      const href = String(node.attrs.href ?? '');
      const video = videoOf(href);
      const dom = document.createElement('div');
      dom.className =
        'my-3 flex items-center gap-3 rounded-lg border border-slate-300 bg-slate-900 p-4 text-white';
      dom.setAttribute('data-video-embed', '');
      dom.contentEditable = 'false';
      const play = document.createElement('span');
      play.setAttribute('aria-hidden', 'true');
      play.className = 'text-2xl';
      play.textContent = '▶';
      const text = document.createElement('span');
      text.className = 'min-w-0 break-words text-sm';
      text.textContent = `${video?.provider ?? 'Video'} video: ${node.attrs.title || href}`;
      dom.append(play, text);
      return { dom };
    };
  },

  addCommands() {
    return {
      setVideoEmbed:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
