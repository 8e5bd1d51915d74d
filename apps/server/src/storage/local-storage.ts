import fs from 'node:fs';
import path from 'node:path';
import type { UploadStorage } from './upload-storage.ts';
import { UPLOAD_NAME, uploadContentType } from './upload-storage.ts';

/** Uploads in a folder of this server. Only upload names are written, removed or read, and only
 * regular files: a link placed in the folder never leads out of it. */
export function localStorage(dir: string): UploadStorage {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => {
    if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(dir, name);
  };
  const fileStat = async (name: string) => {
    if (!UPLOAD_NAME.test(name)) return null;
    const stat = await fs.promises.lstat(fileOf(name)).catch(() => null);
    return stat?.isFile() ? stat : null;
  };
  // A name is never reused for other bytes, so the name itself is a strong validator.
  const etagOf = (name: string) => `"${name}"`;
  return {
    kind: 'local',
    async put(name, body) {
      await fs.promises.writeFile(fileOf(name), body);
    },
    async putFile(name, file) {
      // Written under a name no one serves, then renamed: a half-copied video is never served. Its
      // bytes are written as an image's are, not copied with the private mode of the received file.
      const target = fileOf(name);
      const partial = `${target}.part`;
      await fs.promises.writeFile(partial, fs.createReadStream(file));
      await fs.promises.rename(partial, target);
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    async get(name, range) {
      const stat = await fileStat(name);
      if (!stat) return null;
      return {
        body: fs.createReadStream(fileOf(name), range),
        contentType: uploadContentType(name),
        length: range ? range.end - range.start + 1 : stat.size,
        etag: etagOf(name),
        lastModified: stat.mtime,
      };
    },
    async stat(name) {
      const stat = await fileStat(name);
      return stat && { size: stat.size, etag: etagOf(name) };
    },
    url: (name) => `/uploads/${name}`,
    async *list() {
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
        if (!entry.isFile() || !UPLOAD_NAME.test(entry.name)) continue;
        const stat = await fileStat(entry.name);
        if (stat) yield { name: entry.name, size: stat.size, modifiedAt: stat.mtime };
      }
    },
  };
}
