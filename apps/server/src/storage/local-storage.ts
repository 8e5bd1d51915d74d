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
  return {
    kind: 'local',
    async put(name, body) {
      await fs.promises.writeFile(fileOf(name), body);
    },
    async putFile(name, file) {
      // Written under a name no one serves, then renamed: a half-copied video is never served.
      const target = fileOf(name);
      const partial = `${target}.part`;
      await fs.promises.copyFile(file, partial);
      await fs.promises.rename(partial, target);
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    async get(name) {
      if (!UPLOAD_NAME.test(name)) return null;
      const file = fileOf(name);
      const stat = await fs.promises.lstat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: fs.createReadStream(file),
        contentType: uploadContentType(name),
        length: stat.size,
        // A name is never reused for other bytes, so the name itself is a strong validator.
        etag: `"${name}"`,
        lastModified: stat.mtime,
      };
    },
    url: (name) => `/uploads/${name}`,
  };
}
