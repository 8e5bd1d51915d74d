import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { MALFORMED_MULTIPART } from './read-multipart.ts';

/** A file of a multipart form, written to a temporary file as it arrives (a video is never all in
 * memory): where it is, its size and its first bytes (to check what it is). `remove()` deletes it
 * and its folder. */
export type ReceivedFile = { file: string; size: number; head: Buffer; remove(): Promise<void> };

/** How many first bytes are kept to tell a file's type. */
const HEAD_BYTES = 64;

/** Reads a multipart form holding one file in the field `field` (no text fields; other files are
 * drained), at most `fileSize` bytes (413 past it, the partial file deleted). `check(head)` runs on
 * the first bytes as soon as they arrive: a refusal stops the upload there. `tooLarge`: the
 * 413's message. Undefined without the
 * file. */
export async function receiveFile(
  request: FastifyRequest,
  field: string,
  fileSize: number,
  check: (head: Buffer) => void,
  tooLarge: string,
): Promise<ReceivedFile | undefined> {
  // The system's temporary folder is shared by every account of the machine: the file lives in a
  // folder of its own that only this process's user may open (mkdtemp makes it 0700), and is itself
  // readable by that user alone.
  let folder: string | undefined;
  const remove = async () => {
    if (folder) await fs.promises.rm(folder, { recursive: true, force: true });
  };
  let received: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize } })) {
      if (part.type !== 'file')
        throw new HttpError(400, `Unknown field: ${part.fieldname}`, {
          fields: { [part.fieldname]: ['unknown field'] },
        });
      if (part.fieldname !== field || received) {
        part.file.resume();
        continue;
      }
      let head = Buffer.alloc(0);
      let size = 0;
      let checked = false;
      const checkOnce = () => {
        if (checked) return;
        checked = true;
        check(head);
      };
      const sniff = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          try {
            if (!checked) {
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
              if (head.length >= HEAD_BYTES) checkOnce();
            }
          } catch (error) {
            done(error as Error);
            return;
          }
          size += chunk.length;
          done(null, chunk);
        },
        // A file shorter than HEAD_BYTES is checked on what there is.
        flush(done) {
          try {
            checkOnce();
            done();
          } catch (error) {
            done(error as Error);
          }
        },
      });
      folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'upload-'));
      const file = path.join(folder, 'file');
      await pipeline(part.file, sniff, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw new HttpError(413, tooLarge);
      received = { file, size, head, remove };
    }
  } catch (error) {
    await remove();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, tooLarge);
    if (error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_'))
      throw error;
    throw new HttpError(400, MALFORMED_MULTIPART);
  }
  return received;
}
