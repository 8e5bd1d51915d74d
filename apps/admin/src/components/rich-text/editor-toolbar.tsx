import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Redo2,
  SquareCode,
  Table,
  TextQuote,
  Undo2,
  Video,
  type IconNode,
} from 'lucide';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@site/web/components/ui/icons.tsx';

/** What the toolbar's buttons open rather than do at once. */
export type ToolbarDialogs = {
  link: () => void;
  image: () => void;
  video: () => void;
};

type Tool = {
  label: string;
  icon: IconNode;
  /** Shown in the button's tooltip: the keyboard shortcut that does the same. */
  keys?: string;
  run: () => void;
  /** Whether the mark or node is where the cursor is: the button is a toggle (`aria-pressed`). */
  active?: boolean;
  disabled?: boolean;
};

const mod =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The editor's toolbar: one tab stop, the arrow keys (and Home, End) move between its buttons
 * (the ARIA toolbar pattern); toggles say whether they are on (`aria-pressed`). */
export function EditorToolbar({
  editor,
  label,
  dialogs,
}: {
  editor: Editor;
  label: string;
  dialogs: ToolbarDialogs;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      code: current.isActive('code'),
      link: current.isActive('link'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      table: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      {
        label: 'Undo',
        icon: Undo2,
        keys: `${mod}Z`,
        run: () => chain().undo().run(),
        disabled: !state.canUndo,
      },
      {
        label: 'Redo',
        icon: Redo2,
        keys: `${mod}Shift+Z`,
        run: () => chain().redo().run(),
        disabled: !state.canRedo,
      },
    ],
    ([2, 3, 4] as const).map((level) => ({
      label: `Heading ${level}`,
      icon: [Heading2, Heading3, Heading4][level - 2]!,
      keys: `${mod}Alt+${level}`,
      run: () => chain().toggleHeading({ level }).run(),
      active: state[`h${level}`],
    })),
    [
      {
        label: 'Bold',
        icon: Bold,
        keys: `${mod}B`,
        run: () => chain().toggleBold().run(),
        active: state.bold,
      },
      {
        label: 'Italic',
        icon: Italic,
        keys: `${mod}I`,
        run: () => chain().toggleItalic().run(),
        active: state.italic,
      },
      {
        label: 'Inline code',
        icon: Code,
        keys: `${mod}E`,
        run: () => chain().toggleCode().run(),
        active: state.code,
      },
      { label: 'Link', icon: Link, keys: `${mod}K`, run: dialogs.link, active: state.link },
    ],
    [
      {
        label: 'Bulleted list',
        icon: List,
        keys: `${mod}Shift+8`,
        run: () => chain().toggleBulletList().run(),
        active: state.bulletList,
      },
      {
        label: 'Numbered list',
        icon: ListOrdered,
        keys: `${mod}Shift+7`,
        run: () => chain().toggleOrderedList().run(),
        active: state.orderedList,
      },
      {
        label: 'Quote',
        icon: TextQuote,
        keys: `${mod}Shift+B`,
        run: () => chain().toggleBlockquote().run(),
        active: state.blockquote,
      },
      {
        label: 'Code block',
        icon: SquareCode,
        keys: `${mod}Alt+C`,
        run: () => chain().toggleCodeBlock().run(),
        active: state.codeBlock,
      },
    ],
    [
      {
        label: 'Table',
        icon: Table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        disabled: state.table,
      },
      {
        label: 'Horizontal rule',
        icon: Minus,
        run: () => chain().setHorizontalRule().run(),
      },
      { label: 'Picture', icon: ImagePlus, run: dialogs.image },
      { label: 'YouTube or Vimeo video', icon: Video, run: dialogs.video },
    ],
  ];
  const toolbar = useRef<HTMLDivElement>(null);
  // The one button Tab reaches: the last one focused, or the first enabled one.
  const [lastFocused, setLastFocused] = useState(0);
  const tools = groups.flat();
  const tabStop = tools[lastFocused]?.disabled
    ? tools.findIndex((tool) => !tool.disabled)
    : lastFocused;

  /** The arrow keys, Home and End move the focus along the enabled buttons, wrapping around. */
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(toolbar.current?.querySelectorAll('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as Element);
    if (index < 0) return;
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length] as HTMLButtonElement;
    target.focus();
  }

  let position = 0;
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={moveFocus}
      onFocus={(event) => {
        const buttons = [...(toolbar.current?.querySelectorAll('button') ?? [])];
        const index = buttons.indexOf(event.target as Element as HTMLButtonElement);
        if (index >= 0) setLastFocused(index);
      }}
      className="flex flex-wrap items-center gap-1 border-b border-slate-300 bg-slate-50 p-1.5"
    >
      {groups.map((tools, group) => (
        <div
          key={group}
          className="flex flex-wrap items-center gap-0.5 border-slate-300 pr-1 [&:not(:last-child)]:border-r"
        >
          {tools.map((tool) => {
            const index = position++;
            return (
              <button
                key={tool.label}
                type="button"
                aria-label={tool.label}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                aria-keyshortcuts={tool.keys?.replace('⌘', 'Meta+').replace('Ctrl+', 'Control+')}
                title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
                disabled={tool.disabled}
                tabIndex={index === tabStop ? 0 : -1}
                // The editor keeps its selection: a click on a button does not take the focus away.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
              >
                <Icon node={tool.icon} className="h-[18px] w-[18px]" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
