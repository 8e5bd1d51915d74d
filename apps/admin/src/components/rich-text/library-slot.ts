import type { ComponentType } from 'react';
import { MediaPicker, type MediaPickerProps, type PickedUpload } from '../media-picker.tsx';

export type { PickedUpload };

/** The media library's picker, as the picture dialog opens it. */
export type LibraryPickerProps = MediaPickerProps;

/** The picker the picture dialog offers as "Choose from library": the media library's
 * (`MediaPicker`, decision 071); a test may pass none. */
export const LibraryPicker: ComponentType<LibraryPickerProps> | null = MediaPicker;
