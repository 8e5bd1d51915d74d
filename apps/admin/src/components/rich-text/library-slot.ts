import type { ComponentType } from 'react';

/** An upload picked from the media library: what the picture dialog needs to insert it. */
export type PickedUpload = {
  url: string;
  width: number | null;
  height: number | null;
  variants: { width: number; url: string }[];
  /** The library's default text alternative ('' when it has none). */
  alt: string;
};

/** The media library's picker (`MediaPicker`, apps/admin/src/components/media-picker.tsx). */
export type LibraryPickerProps = {
  open: boolean;
  onClose(): void;
  onPick(upload: PickedUpload): void;
  kind?: 'image';
};

/** The picker the picture dialog offers as "Choose from library"; none until the media library's
 * part of issue 48 is merged, when this becomes
 * `export { MediaPicker as LibraryPicker } from '../media-picker.tsx';`. */
export const LibraryPicker: ComponentType<LibraryPickerProps> | null = null;
