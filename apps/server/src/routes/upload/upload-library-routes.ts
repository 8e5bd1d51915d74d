import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Action, LibraryUpload } from '@site/shared';
import {
  ROLE_FORBIDDEN,
  UPLOAD_NOT_FOUND,
  can,
  libraryUploadSchema,
  pageEnvelope,
  removedUploadSchema,
  successEnvelope,
  uploadAltInputSchema,
  uploadInUseMessage,
  uploadListQuerySchema,
  uploadNameParamsSchema,
} from '@site/shared';
import { HttpError } from '../../errors.ts';
import { ok } from '../../lib/answer.ts';
import { uploadStem } from '../../db/upload-usage.ts';
import { nextLink } from '../blogs/list-answer.ts';

/** The media library (issue 48, decision 071): every upload, newest first, with who uploaded it and
 * what uses it. Every staff role lists it (an author picks pictures for their posts); editors and
 * administrators change the default alt text of any upload and delete any, an author only their
 * own. An upload still used is not deleted (409). */
export const uploadLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('uploads', 'read'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The upload of that name, if the signed-in person may do `action` to it (404, 403). */
  async function uploadFor(request: FastifyRequest, name: string, action: Action) {
    const upload = await app.repos.uploads.find(name);
    if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
    const admin = request.admin!;
    if (!can(admin.role, action, 'uploads', { ownerId: upload.uploadedBy?.id, userId: admin.id }))
      throw new HttpError(403, ROLE_FORBIDDEN);
    return upload;
  }

  const list = {
    summary: 'The media library: every upload, newest first, a page at a time',
    querystring: uploadListQuerySchema,
    response: { 200: pageEnvelope(libraryUploadSchema) },
  };
  app.get('/', { schema: list }, async (request, reply) => {
    const query = request.query;
    const { entries, total, nextCursor } = await app.repos.uploads.list(query);
    const link = nextLink(app.prefix, query, nextCursor);
    if (link) reply.header('Link', link);
    return { ...ok(entries), total, nextCursor };
  });

  const alt = {
    summary: "Changes an upload's default alt text (what a picker proposes)",
    params: uploadNameParamsSchema,
    body: uploadAltInputSchema,
    response: { 200: successEnvelope(libraryUploadSchema) },
  };
  app.patch('/:name', { schema: alt }, async (request) => {
    const upload = await uploadFor(request, request.params.name, 'update');
    await app.repos.uploads.setAlt(upload.name, request.body.alt);
    await app.audit(request, 'upload.alt', upload.url, { alt: request.body.alt });
    return ok({ ...upload, alt: request.body.alt });
  });

  const remove = {
    summary: 'Deletes an upload and all its files; refused (409) while a post or an item uses it',
    params: uploadNameParamsSchema,
    response: { 200: successEnvelope(removedUploadSchema) },
  };
  app.delete('/:name', { schema: remove }, async (request) => {
    const upload = await uploadFor(request, request.params.name, 'delete');
    if (upload.usedBy.length > 0) throw new HttpError(409, uploadInUseMessage(upload.usedBy));
    await app.repos.uploads.forget(upload.name);
    await Promise.all(filesOf(upload).map((file) => app.uploads.remove(file)));
    request.log.info({ url: upload.url, admin: request.admin?.email }, 'upload deleted');
    await app.audit(request, 'upload.delete', upload.url, { kind: upload.kind });
    return ok({ name: upload.name });
  });
};

/** Every stored file of an upload: an image's widths (`<stem>-<width>.webp`), or its one file. */
const filesOf = (upload: LibraryUpload) =>
  upload.kind === 'image'
    ? upload.variants.map(({ width }) => `${uploadStem(upload.name)}-${width}.webp`)
    : [upload.name];
