import fs from 'node:fs';
import path from 'node:path';
import type { UploadStorage } from './upload-storage.ts';

export function localStorage(dir: string): UploadStorage {
  fs.mkdirSync(dir, { recursive: true });
  return {
    kind: 'local',
    async put(name, body) {
      await fs.promises.writeFile(path.join(dir, name), body);
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
    async get(name) {
      const file = path.join(dir, path.basename(name));
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: fs.createReadStream(file),
        contentType: 'image/webp',
        length: stat.size,
        lastModified: stat.mtime,
      };
    },
    url: (name) => `/uploads/${name}`,
  };
}
