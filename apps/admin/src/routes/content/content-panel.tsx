import type { ContentTypeName } from '@site/shared';
import { useRef, useState } from 'react';
import type { ContentRecord } from '../../api/admin-api.ts';
import { ContentForm, type ContentEditorState } from './content-form.tsx';
import { ContentList } from './content-list.tsx';

type Editor = { state: ContentEditorState; opened: number };

/** A content type's tab: its form (new, edit or copy) above its list, as the posts' tab. */
export function ContentPanel({ type }: { type: ContentTypeName }) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = (state: ContentEditorState) =>
    setEditor((current) => ({ state, opened: (current?.opened ?? 0) + 1 }));
  const edit = (mode: 'edit' | 'copy') => (item: ContentRecord) => open({ mode, item });

  function close() {
    setEditor(null);
    panelRef.current?.querySelector<HTMLElement>('[data-new-item]')?.focus();
  }

  return (
    <div ref={panelRef} className="space-y-6 sm:space-y-8">
      {editor && (
        <ContentForm
          key={`${editor.state.mode === 'new' ? 'new' : editor.state.item.id}-${editor.opened}`}
          type={type}
          state={editor.state}
          onClose={close}
        />
      )}
      <ContentList
        type={type}
        onCreate={() => open({ mode: 'new' })}
        onEdit={edit('edit')}
        onCopy={edit('copy')}
      />
    </div>
  );
}
