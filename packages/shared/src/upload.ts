import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The multipart forms of the uploads (read by hand on the server, which checks the file by its
 * bytes): an image in the field `image`, a document or a video in `file`. */
export const imageUploadFormSchema = z.object({ image: z.file() });
export const fileUploadFormSchema = z.object({ file: z.file() });

export const uploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `POST /api/upload/document`: a PDF, checked by its bytes. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'application/pdf';

export const documentUploadResponseSchema = z.object({
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

/** `POST /api/upload/video`: an MP4 or WebM video, checked by its bytes, stored as sent. 200 MB is
 * about three minutes of 1080p H.264 at 8 Mbit/s, the length of an event's clip on a gallery page;
 * longer films belong on a video host (docs/decisions/052). */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

/** What a video upload answers: the same shape as a document's. */
export const videoUploadResponseSchema = documentUploadResponseSchema;
export type VideoUploadResponse = DocumentUploadResponse;
