import type { UploadResponse } from '@site/shared';
import type { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/session-context.tsx';
import { useFileUpload } from '../use-file-upload.ts';
import type { ImageDialogState } from './image-dialog.tsx';
import { imageAttributes } from './image-attributes.ts';
import type { PickedUpload } from './library-slot.ts';

/** The pictures of an editor: the dialog's state, the upload (POST /api/upload/cloud-image, one at
 * a time) and where the picture goes. That place follows the text while the file goes up (the
 * author may go on writing), and the picture is inserted only once it is described. */
export function useImageInsertion(editor: Editor) {
  const { token } = useSession();
  const [dialog, setDialog] = useState<ImageDialogState | null>(null);
  /** Where the new picture goes, or the position of the picture whose alt is being set. */
  const target = useRef<{ position: number; editing: boolean }>({ position: 0, editing: false });

  useEffect(() => {
    const follow = ({ transaction }: { transaction: { mapping: { map(p: number): number } } }) => {
      target.current.position = transaction.mapping.map(target.current.position);
    };
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  const describe = (picture: PickedUpload, editing = false, decorative = false) =>
    setDialog({ step: 'describe', picture, editing, decorative });

  const upload = useFileUpload<UploadResponse>(token, {
    path: '/upload/cloud-image',
    field: 'image',
    meta: {
      refused: (error) => `Failed to upload image: ${error}`,
      failed: () => 'Failed to upload image. Please try again.',
    },
    onUploaded: (answer) => describe({ ...answer, alt: '' }),
  });

  return {
    dialog,
    upload,
    /** The toolbar's button: a picture where the cursor is. */
    open() {
      target.current = { position: editor.state.selection.from, editing: false };
      setDialog({ step: 'choose' });
    },
    /** A picture pasted or dropped at `position`: its upload starts at once, in the dialog. */
    uploadAt(file: File, position: number) {
      if (upload.uploading) return;
      target.current = { position, editing: false };
      setDialog({ step: 'choose' });
      upload.start(file);
    },
    /** A picture of the library: described, then inserted. */
    picked: (picture: PickedUpload) => describe(picture),
    /** The text alternative of the picture at `position`, already in the text. */
    editAlt(position: number) {
      const node = editor.state.doc.nodeAt(position);
      if (node?.type.name !== 'image') return;
      target.current = { position, editing: true };
      const attrs = node.attrs as {
        src: string;
        alt: string | null;
        width: unknown;
        height: unknown;
      };
      describe(
        {
          url: attrs.src,
          width: Number(attrs.width) || null,
          height: Number(attrs.height) || null,
          variants: [],
          alt: attrs.alt ?? '',
        },
        true,
        attrs.alt === '',
      );
    },
    /** The dialog's last step: the picture goes in (or its alt changes), described. */
    described(alt: string) {
      if (dialog?.step !== 'describe') return;
      const { position, editing } = target.current;
      const at = Math.min(position, editor.state.doc.content.size);
      if (editing)
        editor
          .chain()
          .focus()
          .command(({ tr }) => {
            tr.setNodeAttribute(at, 'alt', alt);
            return true;
          })
          .run();
      else
        editor
          .chain()
          .focus()
          .insertContentAt(at, { type: 'image', attrs: imageAttributes(dialog.picture, alt) })
          // The cursor goes on after the picture: left on it, the next thing typed or inserted
          // would replace it.
          .command(({ tr }) => {
            tr.setSelection(Selection.near(tr.doc.resolve(tr.selection.to), 1));
            return true;
          })
          .run();
      setDialog(null);
    },
    close() {
      if (upload.uploading) upload.cancel();
      setDialog(null);
      editor.commands.focus();
    },
  };
}
