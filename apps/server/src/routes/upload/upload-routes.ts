import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  MAX_DOCUMENT_BYTES,
  MAX_VIDEO_BYTES,
  documentUploadResponseSchema,
  fileUploadFormSchema,
  imageUploadFormSchema,
  successEnvelope,
  uploadQuotaMessage,
  uploadResponseSchema,
  videoUploadResponseSchema,
} from '@site/shared';
import type { NewUpload } from '../../db/uploads-repository.ts';
import { HttpError } from '../../errors.ts';
import { ok } from '../../lib/answer.ts';
import { encodeImage, storeImage } from '../../lib/process-image.ts';
import { acceptMultipart, readMultipart } from '../../lib/read-multipart.ts';
import { receiveFile } from '../../lib/receive-file.ts';
import { bodyReadByHandler } from '../../lib/validation.ts';

/** Every PDF starts with this header; the name and the declared type are the client's to invent. */
const PDF_HEADER = Buffer.from('%PDF-');

export const NOT_A_PDF =
  'The file is not a PDF (its content does not start with %PDF-). Upload a PDF document.';

export const NOT_A_VIDEO =
  'The file is not an MP4 or WebM video (checked by its content, not its name). Upload an MP4 or WebM video.';
export const VIDEO_TOO_LARGE = `The video is larger than the ${MAX_VIDEO_BYTES / 1024 / 1024} MB limit`;

/** What a video is, by its first bytes: MP4 (ISO base media: a `ftyp` box first, not QuickTime's
 * `qt  ` brand) or WebM (an EBML header whose DocType is `webm`). */
export function videoKind(head: Buffer): 'mp4' | 'webm' | undefined {
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    return brand === 'qt  ' ? undefined : 'mp4';
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return head.includes(Buffer.from('webm', 'latin1')) ? 'webm' : undefined;
  return undefined;
}

/** A document's or a video's record in the media library: one file, no width. */
const singleFile = (kind: 'document' | 'video', name: string, url: string, bytes: number) => ({
  name,
  kind,
  url,
  variants: [],
  bytes,
  width: null,
  height: null,
});

/** An upload's route options: the form is read by hand (the file is checked by its bytes as it
 * arrives); its schema describes it. */
const upload = <F extends z.ZodType, A extends z.ZodType>(summary: string, form: F, answer: A) => ({
  schema: {
    summary,
    consumes: ['multipart/form-data'],
    body: form,
    response: { 200: successEnvelope(answer) },
  },
  validatorCompiler: bodyReadByHandler,
});

/** A megabyte of UPLOAD_QUOTA_MB. */
const MB = 1024 * 1024;

export const uploadRoutes: FastifyPluginAsyncZod<{ quotaMb: number }> = async (app, options) => {
  await acceptMultipart(app);
  const quotaBytes = Math.round(options.quotaMb * MB);

  /** Records the upload in the media library, then stores it (`store`). Refused with 413 when it
   * would take the signed-in account over its quota (decision 071): then nothing is stored. A
   * failed store takes the record back. */
  async function recorded<T>(
    request: FastifyRequest,
    upload: Omit<NewUpload, 'uploadedBy'>,
    store: () => Promise<T>,
  ): Promise<T> {
    const { id, email } = request.admin!;
    const admission = await app.repos.uploads.admit(
      { ...upload, uploadedBy: { id, email } },
      quotaBytes,
    );
    if (!admission.admitted)
      throw new HttpError(413, uploadQuotaMessage(admission.used, quotaBytes, upload.bytes));
    try {
      return await store();
    } catch (error) {
      await app.repos.uploads.forget(upload.name);
      throw error;
    }
  }

  // Authors too: the images of their own posts.
  app.post(
    '/cloud-image',
    {
      onRequest: app.requirePermission('images', 'create'),
      ...upload(
        'Uploads an image (JPEG, PNG, WebP, GIF or AVIF): stored as WebP in a few widths',
        imageUploadFormSchema,
        uploadResponseSchema,
      ),
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the image as multipart/form-data in a field named "image"');
      }
      const { file: buffer } = await readMultipart(request, { fields: new Set(), file: 'image' });
      if (!buffer || buffer.length === 0)
        throw new HttpError(400, 'Choose an image file to upload (form field "image")');
      const encoded = await encodeImage(buffer);
      const widest = encoded.files.at(-1)!.file;
      const image = await recorded(
        request,
        {
          name: widest,
          kind: 'image',
          url: app.uploads.url(widest),
          variants: encoded.files.map(({ width, file }) => ({ width, url: app.uploads.url(file) })),
          bytes: encoded.bytes,
          width: encoded.width,
          height: encoded.height,
        },
        () => storeImage(encoded, app.uploads),
      );
      request.log.info({ url: image.url, admin: request.admin?.email }, 'image uploaded');
      await app.audit(request, 'upload.image', image.url);
      return ok(image);
    },
  );

  // A document is stored as sent (a PDF is not re-encoded), under a random name, where images are.
  app.post(
    '/document',
    {
      onRequest: app.requirePermission('files', 'create'),
      ...upload('Uploads a PDF document', fileUploadFormSchema, documentUploadResponseSchema),
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the PDF as multipart/form-data in a field named "file"');
      const { file } = await readMultipart(request, {
        fields: new Set(),
        file: 'file',
        fileSize: MAX_DOCUMENT_BYTES,
      });
      if (!file || file.length === 0)
        throw new HttpError(400, 'Choose a PDF file to upload (form field "file")');
      if (!file.subarray(0, PDF_HEADER.length).equals(PDF_HEADER))
        throw new HttpError(415, NOT_A_PDF);
      const name = `${randomBytes(16).toString('hex')}.pdf`;
      const url = app.uploads.url(name);
      await recorded(request, singleFile('document', name, url, file.length), () =>
        app.uploads.put(name, file, 'application/pdf'),
      );
      request.log.info({ url, admin: request.admin?.email }, 'document uploaded');
      await app.audit(request, 'upload.document', url);
      return ok({ url, size: file.length });
    },
  );

  // A video is stored as sent, streamed through a temporary file to the folder or the bucket: at
  // 200 MB it is never held in memory. Its type is read from its first bytes as they arrive.
  const video = {
    onRequest: app.requirePermission('files', 'create'),
    ...upload('Uploads an MP4 or WebM video', fileUploadFormSchema, videoUploadResponseSchema),
  };
  app.post('/video', video, async (request) => {
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the video as multipart/form-data in a field named "file"');
    const received = await receiveFile(
      request,
      'file',
      MAX_VIDEO_BYTES,
      (head) => {
        if (head.length > 0 && !videoKind(head)) throw new HttpError(415, NOT_A_VIDEO);
      },
      VIDEO_TOO_LARGE,
    );
    if (!received) throw new HttpError(400, 'Choose a video file to upload (form field "file")');
    try {
      if (received.size === 0)
        throw new HttpError(400, 'Choose a video file to upload (form field "file")');
      const kind = videoKind(received.head)!;
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      const url = app.uploads.url(name);
      await recorded(request, singleFile('video', name, url, received.size), () =>
        app.uploads.putFile(name, received.file, received.size, `video/${kind}`),
      );
      request.log.info({ url, size: received.size, admin: request.admin?.email }, 'video uploaded');
      await app.audit(request, 'upload.video', url);
      return ok({ url, size: received.size });
    } finally {
      await received.remove();
    }
  });
};
