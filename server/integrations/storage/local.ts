import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentTypeForKey, isSafeKey, resolveRange, type Storage } from "./types";

// Files under a folder (.data/storage by default). The content type follows the key's
// extension, which the server chose when it made the key.
export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp));
        await fsp.rename(temp, file);
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },
    async get(key, range) {
      const file = fileFor(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const contentType = contentTypeForKey(key);
      if (!range) {
        return { body: fs.createReadStream(file), size: stat.size, contentType, contentLength: stat.size };
      }
      const r = resolveRange(range, stat.size);
      return {
        body: fs.createReadStream(file, { start: r.start, end: r.end }),
        size: stat.size,
        contentType,
        contentLength: r.end - r.start + 1,
        range: r,
      };
    },
    async head(key) {
      const stat = await fsp.stat(fileFor(key)).catch(() => null);
      return stat?.isFile() ? { size: stat.size, contentType: contentTypeForKey(key) } : null;
    },
    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },
  };
}
