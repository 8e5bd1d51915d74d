import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createContext, useContext } from 'react';

/** Opens the dialog that sets the text alternative of the picture at a position of the text. */
export const AltTextRequest = createContext<(position: number) => void>(() => undefined);

/** A picture in the editor, with its text alternative under it. One without an `alt` is outlined
 * in red and says so, with the button that adds one (a post cannot be published while a picture
 * has none). */
export function ImageNodeView({ node, getPos, selected }: ReactNodeViewProps) {
  const requestAlt = useContext(AltTextRequest);
  const alt = node.attrs.alt as string | null;
  const missing = alt === null;
  const open = () => {
    const position = getPos();
    if (typeof position === 'number') requestAlt(position);
  };
  return (
    <NodeViewWrapper
      as="figure"
      data-missing-alt={missing ? '' : undefined}
      className={`my-3 ${selected ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`}
    >
      <img
        src={node.attrs.src as string}
        srcSet={(node.attrs.srcset as string | null) ?? undefined}
        sizes={(node.attrs.sizes as string | null) ?? undefined}
        width={(node.attrs.width as number | null) ?? undefined}
        height={(node.attrs.height as number | null) ?? undefined}
        alt={alt ?? ''}
        className={missing ? 'ring-4 ring-red-700' : ''}
        draggable={false}
        data-drag-handle=""
      />
      <figcaption
        contentEditable={false}
        className="mt-1 flex flex-wrap items-center gap-2 text-sm not-italic"
      >
        {missing ? (
          <span className="font-semibold text-red-800">⚠ No alternative text</span>
        ) : (
          <span className="text-slate-700">
            {alt === '' ? 'Decorative picture' : `Alternative text: ${alt}`}
          </span>
        )}
        <button
          type="button"
          onClick={open}
          className="rounded border border-slate-400 bg-white px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-50"
        >
          {missing ? 'Add alternative text' : 'Edit alternative text'}
        </button>
      </figcaption>
    </NodeViewWrapper>
  );
}
