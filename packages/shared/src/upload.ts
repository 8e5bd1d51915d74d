import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

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
