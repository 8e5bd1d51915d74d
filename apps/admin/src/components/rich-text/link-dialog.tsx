import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { secondaryButton } from '../list-panel.tsx';
import { TextField } from '../text-field.tsx';
import { EditorDialog } from './editor-dialog.tsx';

export const LINK_ADDRESS_HINT =
  'A web address (https://…), a page of the site (/contact), mailto: or tel:.';

/** What a typed address links to: as typed when it is one the site's policy keeps, https:// put
 * before a bare host (`example.com/a`), or null. */
export function linkAddressOf(typed: string): string | null {
  const address = typed.trim();
  if (
    /^(?:https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+|tel:[+\d][\d\s().-]*|[/#][^\s"<>]*)$/i.test(address)
  )
    return address.startsWith('//') ? null : address;
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#][^\s"<>]*)?$/i.test(address))
    return `https://${address}`;
  return null;
}

/** Sets, changes or removes the link at the selection. With nothing selected and no link there, it
 * also asks for the text the link shows. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const needsText = existing === '' && editor.state.selection.empty;
  const [address, setAddress] = useState(existing);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function apply() {
    const href = linkAddressOf(address);
    if (!href) {
      setError(`Enter an address the link can lead to. ${LINK_ADDRESS_HINT}`);
      return;
    }
    const chain = editor.chain().focus();
    if (needsText)
      chain
        .insertContent({
          type: 'text',
          text: text.trim() || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <EditorDialog
      title={existing ? 'Edit link' : 'Add a link'}
      onClose={onClose}
      onSubmit={apply}
      submitLabel={existing ? 'Save link' : 'Add link'}
      extraActions={
        existing ? (
          <button type="button" className={secondaryButton} onClick={remove}>
            Remove link
          </button>
        ) : null
      }
    >
      <TextField
        label="Link address"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
        hint={LINK_ADDRESS_HINT}
        error={error}
        required
      />
      {needsText && (
        <TextField
          label="Link text"
          value={text}
          onChange={setText}
          hint="What the link says. Left empty, its address."
        />
      )}
    </EditorDialog>
  );
}
