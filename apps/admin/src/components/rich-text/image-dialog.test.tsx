import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadResponse } from '@site/shared';
import type { FileUpload } from '../use-file-upload.ts';
import { ImageDialog } from './image-dialog.tsx';
import type { LibraryPickerProps } from './library-slot.ts';

const idle: FileUpload<UploadResponse> = {
  start: vi.fn(),
  cancel: vi.fn(),
  uploading: false,
  progress: null,
  cancelled: false,
  error: null,
  data: null,
};

/** A stand-in for the media library's MediaPicker: one picture to pick. */
function FakeLibrary({ open, onPick }: LibraryPickerProps) {
  return open ? (
    <button
      type="button"
      onClick={() =>
        onPick({
          url: '/uploads/lib-960.webp',
          width: 960,
          height: 540,
          variants: [{ width: 960, url: '/uploads/lib-960.webp' }],
          alt: 'A junction at dusk',
        })
      }
    >
      Pick the junction
    </button>
  ) : null;
}

describe('the picture dialog', () => {
  it('offers "Choose from library" only when a library picker is wired in', () => {
    render(
      <ImageDialog
        state={{ step: 'choose' }}
        upload={idle}
        libraryPicker={null}
        onPicked={vi.fn()}
        onDescribed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Picture to upload')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose from library' })).not.toBeInTheDocument();
  });

  it('hands a picture picked from the library on, with its default text alternative', async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    const view = render(
      <ImageDialog
        state={{ step: 'choose' }}
        upload={idle}
        libraryPicker={FakeLibrary}
        onPicked={onPicked}
        onDescribed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(screen.getByRole('button', { name: 'Pick the junction' }));
    const picked = onPicked.mock.calls[0]![0];
    expect(picked).toMatchObject({ url: '/uploads/lib-960.webp', alt: 'A junction at dusk' });

    // Then described: the library's words come first, and can be kept as they are.
    const onDescribed = vi.fn();
    view.rerender(
      <ImageDialog
        state={{ step: 'describe', picture: picked, editing: false, decorative: false }}
        upload={idle}
        libraryPicker={FakeLibrary}
        onPicked={onPicked}
        onDescribed={onDescribed}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Describe the picture' });
    expect(within(dialog).getByLabelText('Alternative text')).toHaveValue('A junction at dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Insert picture' }));
    expect(onDescribed).toHaveBeenCalledWith('A junction at dusk');
  });
});
