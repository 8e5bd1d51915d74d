import { videoOf } from '@site/shared/video-embeds';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { TextField } from '../text-field.tsx';
import { EditorDialog } from './editor-dialog.tsx';

export const VIDEO_ADDRESS_RULE =
  'Paste the address of a YouTube or Vimeo video: https://www.youtube.com/watch?v=…, https://youtu.be/… or https://vimeo.com/….';

/** Inserts a YouTube or Vimeo video: its address, checked, and the title readers see. */
export function VideoDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  function insert() {
    const video = videoOf(address);
    if (!video) {
      setError(VIDEO_ADDRESS_RULE);
      return;
    }
    editor
      .chain()
      .focus()
      .setVideoEmbed({ href: address.trim(), title: title.trim() || `${video.provider} video` })
      .run();
    onClose();
  }

  return (
    <EditorDialog
      title="Add a YouTube or Vimeo video"
      onClose={onClose}
      onSubmit={insert}
      submitLabel="Add video"
    >
      <TextField
        label="Video address"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
        hint="The page shows a player; feeds and search see a link to the video."
        error={error}
        required
      />
      <TextField
        label="Video title"
        value={title}
        onChange={setTitle}
        hint="Names the player for screen readers, and is the link's text."
      />
    </EditorDialog>
  );
}
